import { type Decimal, parseDecimal, sumDecimals, toDecimalString, toRoundedNumber } from '../decimal.ts';
import type { DecimalInput, Direction } from '../types.ts';
import { R_DECIMALS } from './outcome.ts';

/** A take profit as it stands at closing: its price, the quantity it sells, and whether it was reached. */
export type TakeProfitAtClose = {
  price: DecimalInput | null;
  quantity_to_sell: DecimalInput | null;
  is_hit: boolean;
};

/** What closing a trade needs: the plan, the reached take profits and the close price. */
export type ClosingTrade = {
  direction: Direction;
  entry_price: DecimalInput;
  /** Null when unknown (an import without a stop): R is then null (docs/rules/trades.md). */
  stop_loss_price: DecimalInput | null;
  quantity: DecimalInput;
  take_profits: readonly TakeProfitAtClose[];
  close_price: DecimalInput;
};

/** One exit of a position: a quantity sold at a price. */
export type Exit = { price: Decimal; quantity: Decimal };

/** +1 for LONG, −1 for SHORT: the sign that turns a price move into a profit. */
export function directionSign(direction: Direction): 1 | -1 {
  return direction === 'LONG' ? 1 : -1;
}

/** Σ q × (exit − entry) × dir over the exits: the profit in price units of a position. */
export function pnlUnits(direction: Direction, entry: Decimal, exits: readonly Exit[]): Decimal {
  const moves = exits.map((exit) => exit.quantity.times(exit.price.minus(entry)));
  return sumDecimals(moves).times(directionSign(direction));
}

/** R multiple of a profit in price units: pnl / (quantity × |entry − stop|), 4 decimals; null on zero risk. */
export function rMultiple(pnl: Decimal, quantity: Decimal, entry: Decimal, stop: Decimal): number | null {
  const risk = quantity.times(entry.minus(stop).abs());
  if (risk.isZero()) return null;
  return toRoundedNumber(pnl.dividedBy(risk), R_DECIMALS);
}

/** Exits of a closing: each reached take profit at its price, the remainder at the close price; null if unparsable. */
export function closingExits(trade: ClosingTrade): Exit[] | null {
  const quantity = parseDecimal(trade.quantity);
  const closePrice = parseDecimal(trade.close_price);
  if (!quantity || !closePrice) return null;
  const exits: Exit[] = [];
  for (const takeProfit of trade.take_profits) {
    if (!takeProfit.is_hit) continue;
    const price = parseDecimal(takeProfit.price);
    const sold = parseDecimal(takeProfit.quantity_to_sell);
    if (!price || !sold) return null;
    exits.push({ price, quantity: sold });
  }
  const remainder = quantity.minus(sumDecimals(exits.map((exit) => exit.quantity)));
  if (!remainder.isZero()) exits.push({ price: closePrice, quantity: remainder });
  return exits;
}

/** Profit of a closing in price units (Σ over the exits), as a canonical decimal string; null if unparsable. */
export function realizedPnlUnits(trade: ClosingTrade): string | null {
  const entry = parseDecimal(trade.entry_price);
  const exits = closingExits(trade);
  if (!entry || !exits) return null;
  return toDecimalString(pnlUnits(trade.direction, entry, exits));
}

/** R multiple of a closed trade: reached targets at their price, the rest at the close price; null on zero risk. */
export function realizedR(trade: ClosingTrade): number | null {
  const entry = parseDecimal(trade.entry_price);
  const stop = parseDecimal(trade.stop_loss_price);
  const quantity = parseDecimal(trade.quantity);
  const exits = closingExits(trade);
  if (!entry || !stop || !quantity || !exits) return null;
  return rMultiple(pnlUnits(trade.direction, entry, exits), quantity, entry, stop);
}
