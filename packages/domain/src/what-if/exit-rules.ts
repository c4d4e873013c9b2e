import { type PriceLevel, priceLevel } from '../candles/exact-price.ts';
import { type Decimal, parseDecimal } from '../decimal.ts';
import { directionSign } from '../trade/realized-r.ts';
import { type PlannedRisk, plannedRisk } from '../trade/trade-result.ts';
import type { DecimalInput, Direction } from '../types.ts';
import { type CandleScenarioKey, FIXED_TARGET_R } from './scenarios.ts';

/** The plan locked at entry as the what-if exits read it: entry, stop, size and targets. */
export type WhatIfPlan = PlannedRisk & {
  take_profits: readonly { price: DecimalInput | null; quantity_to_sell: DecimalInput | null }[];
};

/** A target: a limit that sells `quantity` at `level`. */
export type ExitTarget = { level: PriceLevel; quantity: Decimal };

/** How a scenario leaves the position: the stop takes what is left, each target its quantity. */
export type ExitRules = {
  sign: 1 | -1;
  entry: Decimal;
  quantity: Decimal;
  /** quantity × |entry − stop|: the plan's risk, > 0. */
  risk: Decimal;
  stop: PriceLevel;
  /** Nearest to the entry first: price reaches them in this order. */
  targets: readonly ExitTarget[];
};

function planTargets(plan: WhatIfPlan, entry: Decimal, sign: 1 | -1): ExitTarget[] {
  const targets: ExitTarget[] = [];
  for (const takeProfit of plan.take_profits) {
    const price = parseDecimal(takeProfit.price);
    const quantity = parseDecimal(takeProfit.quantity_to_sell);
    if (price && quantity?.isPositive() && !quantity.isZero())
      targets.push({ level: priceLevel(price), quantity });
  }
  const distance = (target: ExitTarget) => target.level.exact.minus(entry).times(sign);
  return targets.sort((a, b) => distance(a).comparedTo(distance(b)));
}

/**
 * The PLAN scenario's exits: the plan's stop and targets (blank rows ignored), no management. Null when the plan
 * has no stop, risks nothing, or a number does not parse: R is then unknown.
 */
export function planExitRules(direction: Direction, plan: WhatIfPlan): ExitRules | null {
  const entry = parseDecimal(plan.entry_price);
  const stop = parseDecimal(plan.stop_loss_price);
  const quantity = parseDecimal(plan.quantity);
  const risk = plannedRisk(plan);
  if (!entry || !stop || !quantity?.isPositive() || risk === null) return null;
  const sign = directionSign(direction);
  return { sign, entry, quantity, risk, stop: priceLevel(stop), targets: planTargets(plan, entry, sign) };
}

/** The exits of a scenario: PLAN's, or the plan's stop and one target for the whole size at entry ± n R. */
export function scenarioExitRules(plan: ExitRules, key: CandleScenarioKey): ExitRules {
  if (key === 'PLAN') return plan;
  const distance = plan.entry.minus(plan.stop.exact).abs().times(FIXED_TARGET_R[key]);
  const target = { level: priceLevel(plan.entry.plus(distance.times(plan.sign))), quantity: plan.quantity };
  return { ...plan, targets: [target] };
}
