import { parseDecimal } from '../decimal.ts';
import type { DecimalInput, Direction } from '../types.ts';
import { type Exit, pnlUnits, rMultiple } from './realized-r.ts';

/** A trade's plan: direction, entry, stop, size and its take profits (rows may still be blank in a form). */
export type TradePlan = {
  direction: Direction;
  entry_price: DecimalInput | null;
  stop_loss_price: DecimalInput | null;
  quantity: DecimalInput | null;
  take_profits: readonly { price: DecimalInput | null; quantity_to_sell: DecimalInput | null }[];
};

/**
 * Planned R: the realized-R formula with every take profit hit and nothing left (docs/rules/trades.md), so a quantity no
 * target sells adds nothing. Null on zero risk, an unparsable number, or no complete take profit.
 */
export function plannedR(plan: TradePlan): number | null {
  const entry = parseDecimal(plan.entry_price);
  const stop = parseDecimal(plan.stop_loss_price);
  const quantity = parseDecimal(plan.quantity);
  if (!entry || !stop || !quantity) return null;
  const exits: Exit[] = [];
  for (const takeProfit of plan.take_profits) {
    const price = parseDecimal(takeProfit.price);
    const sold = parseDecimal(takeProfit.quantity_to_sell);
    if (price && sold) exits.push({ price, quantity: sold });
  }
  if (exits.length === 0) return null;
  return rMultiple(pnlUnits(plan.direction, entry, exits), quantity, entry, stop);
}
