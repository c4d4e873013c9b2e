import { parseDecimal } from '../decimal.ts';
import type { DecimalInput, Direction } from '../types.ts';
import type { StoredExit } from './trade-result.ts';

// docs/rules/trades.md, « Plan et exécution »: each way what happened departed from the plan locked at entry.

export const PLAN_DEVIATIONS = [
  'ENTRY_CHANGED',
  'STOP_MOVED',
  'SIZE_CHANGED',
  'TARGETS_CHANGED',
  'RISK_CHANGED',
  'EXIT_BEFORE_FIRST_TARGET',
] as const;
export type PlanDeviation = (typeof PLAN_DEVIATIONS)[number];

export const PLAN_DEVIATION_LABELS: Record<PlanDeviation, string> = {
  ENTRY_CHANGED: 'Prix d’entrée modifié',
  STOP_MOVED: 'Stop déplacé',
  SIZE_CHANGED: 'Taille modifiée',
  TARGETS_CHANGED: 'Objectifs modifiés',
  RISK_CHANGED: 'Risque modifié',
  EXIT_BEFORE_FIRST_TARGET: 'Sortie avant le premier objectif',
};

type TargetLevels = readonly { price: DecimalInput; quantity_to_sell: DecimalInput }[];

/** What the plan recorded and what the trade now holds (the same shape on both sides). */
export type PlanSide = {
  entry_price: DecimalInput;
  stop_loss_price: DecimalInput | null;
  quantity: DecimalInput;
  take_profits: TargetLevels;
  risk_pct: number | null;
};

const sameDecimal = (a: DecimalInput | null, b: DecimalInput | null): boolean => {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  return left === null || right === null ? left === right : left.equals(right);
};

const sameTargets = (a: TargetLevels, b: TargetLevels): boolean =>
  a.length === b.length &&
  a.every(
    (target, index) =>
      sameDecimal(target.price, b[index]?.price ?? null) &&
      sameDecimal(target.quantity_to_sell, b[index]?.quantity_to_sell ?? null),
  );

/**
 * The first target is the planned one nearest the entry. A closed trade exited before it when none of its exits
 * reached that price on the profit side.
 */
function exitedBeforeFirstTarget(
  direction: Direction,
  plan: PlanSide,
  exits: readonly StoredExit[],
): boolean {
  const sign = direction === 'LONG' ? 1 : -1;
  const targets = plan.take_profits.flatMap((target) => parseDecimal(target.price) ?? []);
  if (targets.length === 0 || exits.length === 0) return false;
  const first = targets.reduce((nearest, price) =>
    price.times(sign).lessThan(nearest.times(sign)) ? price : nearest,
  );
  return exits.every((exit) => {
    const price = parseDecimal(exit.price);
    return price?.times(sign).lessThan(first.times(sign)) ?? false;
  });
}

/** Each deviation of `actual` from `plan`, in the order of PLAN_DEVIATIONS. */
export function planDeviations(
  direction: Direction,
  plan: PlanSide,
  actual: PlanSide,
  exits: readonly StoredExit[],
): PlanDeviation[] {
  const found: Record<PlanDeviation, boolean> = {
    ENTRY_CHANGED: !sameDecimal(plan.entry_price, actual.entry_price),
    STOP_MOVED: !sameDecimal(plan.stop_loss_price, actual.stop_loss_price),
    SIZE_CHANGED: !sameDecimal(plan.quantity, actual.quantity),
    TARGETS_CHANGED: !sameTargets(plan.take_profits, actual.take_profits),
    RISK_CHANGED: plan.risk_pct !== actual.risk_pct,
    EXIT_BEFORE_FIRST_TARGET: exitedBeforeFirstTarget(direction, plan, exits),
  };
  return PLAN_DEVIATIONS.filter((deviation) => found[deviation]);
}
