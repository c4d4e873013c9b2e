import { Decimal, parseDecimal } from '../decimal.ts';
import { type InstantInput, toEpochMs } from '../time/instant.ts';
import { directionSign } from '../trade/realized-r.ts';
import type { DecimalInput, Direction } from '../types.ts';

/** One fill of a trade: an entry (a scale-in too) or an exit, as `{price, quantity, at}`. */
export type PositionFill = { price: DecimalInput; quantity: DecimalInput; at: InstantInput };

/** A trade's fills: the entries that built the position and the exits that closed it. */
export type TradeFills = {
  direction: Direction;
  entries: readonly PositionFill[];
  exits: readonly PositionFill[];
};

/** A parsed fill, with its instant in epoch milliseconds. */
export type PositionStep = { price: Decimal; quantity: Decimal; atMs: number; isEntry: boolean };

function parsedFill(fill: PositionFill, isEntry: boolean): PositionStep | null {
  const price = parseDecimal(fill.price);
  const quantity = parseDecimal(fill.quantity);
  const atMs = toEpochMs(fill.at);
  if (price === null || quantity === null || atMs === null || !quantity.isPositive() || quantity.isZero()) {
    return null;
  }
  return { price, quantity, atMs, isEntry };
}

/**
 * The fills of a closed position in time order (an entry before an exit stamped the same instant, else the given
 * order); null unless they describe one: every number parses, quantities are > 0, there is an entry, no exit
 * takes more than is open, and nothing is left open after the last fill.
 */
export function closedPositionSteps(trade: TradeFills): PositionStep[] | null {
  const steps: PositionStep[] = [];
  for (const [fills, isEntry] of [
    [trade.entries, true],
    [trade.exits, false],
  ] as const) {
    for (const fill of fills) {
      const step = parsedFill(fill, isEntry);
      if (step === null) return null;
      steps.push(step);
    }
  }
  // Stable: entries were pushed first, so at equal instants they stay before the exits.
  steps.sort((a, b) => a.atMs - b.atMs);
  let open = new Decimal(0);
  for (const step of steps) {
    open = step.isEntry ? open.plus(step.quantity) : open.minus(step.quantity);
    if (open.isNegative()) return null;
  }
  return steps.length > 0 && open.isZero() ? steps : null;
}

/**
 * The position between fills, in cash-flow form: `open` quantity and `cash` = Σ exit q × p − Σ entry q × p.
 * Its open equity at a mark is dir × (cash + open × mark), which is exactly realized so far + open × (mark −
 * average entry) × dir for any way of averaging the entries, and needs no division.
 */
export type PositionState = { sign: 1 | -1; open: Decimal; cash: Decimal };

export function flatPosition(direction: Direction): PositionState {
  return { sign: directionSign(direction), open: new Decimal(0), cash: new Decimal(0) };
}

export function applyStep(state: PositionState, step: PositionStep): PositionState {
  const flow = step.quantity.times(step.price);
  return step.isEntry
    ? { sign: state.sign, open: state.open.plus(step.quantity), cash: state.cash.minus(flow) }
    : { sign: state.sign, open: state.open.minus(step.quantity), cash: state.cash.plus(flow) };
}

/** Open equity at a mark, in price units × quantity (realized included). */
export function equityAt(state: PositionState, mark: Decimal): Decimal {
  return state.cash.plus(state.open.times(mark)).times(state.sign);
}

/** What a closed position realized, in price units × quantity: dir × (Σ exits − Σ entries). */
export function realizedPnl(direction: Direction, steps: readonly PositionStep[]): Decimal {
  return steps.reduce(applyStep, flatPosition(direction)).cash.times(directionSign(direction));
}
