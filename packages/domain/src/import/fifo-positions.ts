import { Decimal } from '../decimal.ts';
import type { Direction } from '../types.ts';
import type { Fill, FillUse, RebuiltPosition, RebuiltPositions, UnusedFill } from './fill.ts';

/** The contract's value of one point of price, per symbol (1 for stocks, FX units and coins). */
export type PointValueOf = (symbol: string) => Decimal;

const UNIT_POINT_VALUE: PointValueOf = () => new Decimal(1);

// A fee shared between two positions (a reversal) or a position and an orphan is cut at this many places; the last
// share takes the remainder, so the shares always add up to the fill's fee exactly.
const FEE_SHARE_PLACES = 10;
const ENTRY_PRICE_PLACES = 10;

type Lot = { price: Decimal; remaining: Decimal };
type OpenPosition = { position: RebuiltPosition; lots: Lot[]; opened: Decimal; cost: Decimal };

/**
 * Rebuilds positions from fills, first in first out, per (account, symbol), longs and shorts alike (docs/rules/imports.md).
 * Fills are taken in time order (the given order among equal times, so callers list them by fill id). A fill
 * against the position closes its oldest lots; what remains of it opens the next position (a reversal through
 * zero) — unless the fill is a `CLOSE`, whose remainder is reported as an orphan close. Every fill is used once, or
 * reported in `unused`.
 */
export function rebuildPositions(
  fills: readonly Fill[],
  pointValueOf: PointValueOf = UNIT_POINT_VALUE,
): RebuiltPositions {
  const ordered = fills
    .map((fill, index) => ({ fill, index }))
    .sort((a, b) => (a.fill.time < b.fill.time ? -1 : a.fill.time > b.fill.time ? 1 : a.index - b.index));
  const positions: RebuiltPosition[] = [];
  const unused: UnusedFill[] = [];
  const books = new Map<string, OpenPosition>();
  for (const { fill } of ordered) {
    if (!fill.quantity.isPositive() || fill.quantity.isZero()) {
      unused.push({ fill, quantity: fill.quantity, fee: fill.fee, reason: 'NO_QUANTITY' });
      continue;
    }
    const key = JSON.stringify([fill.account, fill.symbol]);
    const fees = new FeeShares(fill);
    let remaining = fill.quantity;
    const open = books.get(key);
    if (open && directionOf(fill) !== open.position.direction) {
      remaining = closeLots(open, fill, remaining, pointValueOf(fill.symbol));
      chargeFee(open.position, fees.take(fill.quantity.minus(remaining)));
      if (open.lots.length === 0) books.delete(key);
    }
    if (remaining.isZero()) continue;
    if (fill.effect === 'CLOSE') {
      unused.push({ fill, quantity: remaining, fee: fees.take(remaining), reason: 'ORPHAN_CLOSE' });
      continue;
    }
    const adding = books.get(key) ?? startPosition(books, key, fill, positions);
    addLot(adding, fill, remaining, fees.take(remaining));
  }
  return { positions, unused };
}

function directionOf(fill: Fill): Direction {
  return fill.side === 'BUY' ? 'LONG' : 'SHORT';
}

function startPosition(
  books: Map<string, OpenPosition>,
  key: string,
  fill: Fill,
  positions: RebuiltPosition[],
): OpenPosition {
  const zero = new Decimal(0);
  const position: RebuiltPosition = {
    account: fill.account,
    symbol: fill.symbol,
    direction: directionOf(fill),
    line: fill.line,
    openingFillId: fill.id,
    quantity: zero,
    entryPrice: zero,
    entryTime: fill.time,
    entries: [],
    exits: [],
    fees: zero,
    grossPnl: zero,
    netPnl: zero,
    openQuantity: zero,
  };
  positions.push(position);
  const open: OpenPosition = { position, lots: [], opened: zero, cost: zero };
  books.set(key, open);
  return open;
}

function addLot(open: OpenPosition, fill: Fill, quantity: Decimal, fee: Decimal): void {
  const { position } = open;
  open.lots.push({ price: fill.price, remaining: quantity });
  open.opened = open.opened.plus(quantity);
  open.cost = open.cost.plus(fill.price.times(quantity));
  position.entries.push(use(fill, quantity));
  position.quantity = open.opened;
  position.entryPrice = open.cost.dividedBy(open.opened).toDecimalPlaces(ENTRY_PRICE_PLACES);
  position.openQuantity = position.openQuantity.plus(quantity);
  chargeFee(position, fee);
}

function chargeFee(position: RebuiltPosition, fee: Decimal): void {
  position.fees = position.fees.plus(fee);
  position.netPnl = position.grossPnl.minus(position.fees);
}

/** Closes the oldest lots with `quantity` of the fill; returns what the lots could not absorb. */
function closeLots(open: OpenPosition, fill: Fill, quantity: Decimal, pointValue: Decimal): Decimal {
  const { position } = open;
  const sign = position.direction === 'LONG' ? 1 : -1;
  let remaining = quantity;
  let gross = position.grossPnl;
  while (!remaining.isZero()) {
    const lot = open.lots[0];
    if (!lot) break;
    const taken = Decimal.min(remaining, lot.remaining);
    gross = gross.plus(fill.price.minus(lot.price).times(taken).times(sign).times(pointValue));
    lot.remaining = lot.remaining.minus(taken);
    remaining = remaining.minus(taken);
    if (lot.remaining.isZero()) open.lots.shift();
  }
  const closed = quantity.minus(remaining);
  position.exits.push(use(fill, closed));
  position.grossPnl = gross;
  position.openQuantity = position.openQuantity.minus(closed);
  position.netPnl = gross.minus(position.fees);
  return remaining;
}

function use(fill: Fill, quantity: Decimal): FillUse {
  return { fillId: fill.id, line: fill.line, price: fill.price, quantity, time: fill.time };
}

/** A fill's fee handed out in proportion to the quantity each use takes; the last use gets the exact remainder. */
class FeeShares {
  private feeLeft: Decimal;
  private quantityLeft: Decimal;

  constructor(fill: Fill) {
    this.feeLeft = fill.fee;
    this.quantityLeft = fill.quantity;
  }

  take(quantity: Decimal): Decimal {
    if (quantity.isZero()) return new Decimal(0);
    const share = quantity.gte(this.quantityLeft)
      ? this.feeLeft
      : this.feeLeft.times(quantity).dividedBy(this.quantityLeft).toDecimalPlaces(FEE_SHARE_PLACES);
    this.feeLeft = this.feeLeft.minus(share);
    this.quantityLeft = this.quantityLeft.minus(quantity);
    return share;
  }
}
