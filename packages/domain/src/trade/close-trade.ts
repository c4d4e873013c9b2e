import { BOUND_MESSAGES, isRInBounds } from '../bounds.ts';
import { parseDecimal, parsePositiveDecimal, sumDecimals } from '../decimal.ts';
import { addFieldError, type FieldErrors, type Outcome } from '../types.ts';
import { outcomeOf } from './outcome.ts';
import { type ClosingTrade, realizedPnlUnits, realizedR } from './realized-r.ts';

/** French messages of closing validation (the close price message is docs/rules/trades.md#validation's). */
export const CLOSE_MESSAGES = {
  closePriceRequired: 'Le prix de clôture est requis.',
  closePriceInvalid: 'Le prix de clôture doit être un nombre supérieur à 0.',
  hitExceedsQuantity: 'Les take profits atteints vendent plus que la quantité de l’opération.',
  hitIncomplete: 'Un take profit atteint doit avoir un prix et une quantité.',
} as const;

/** Checks a closing: close price > 0, reached take profits complete, Σ hit ≤ quantity (400 on hit_take_profits). */
export function validateClose(trade: ClosingTrade): FieldErrors {
  const errors: FieldErrors = {};
  const rawClose = trade.close_price;
  if (rawClose === null || rawClose === undefined || String(rawClose).trim() === '') {
    addFieldError(errors, 'close_price', CLOSE_MESSAGES.closePriceRequired);
  } else if (!parsePositiveDecimal(rawClose)) {
    addFieldError(errors, 'close_price', CLOSE_MESSAGES.closePriceInvalid);
  }
  const hit = trade.take_profits.filter((takeProfit) => takeProfit.is_hit);
  const sold = hit.map((takeProfit) => parsePositiveDecimal(takeProfit.quantity_to_sell));
  const complete = hit.every((takeProfit, i) => sold[i] && parsePositiveDecimal(takeProfit.price));
  if (!complete) addFieldError(errors, 'hit_take_profits', CLOSE_MESSAGES.hitIncomplete);
  const quantity = parseDecimal(trade.quantity);
  const totalSold = sumDecimals(sold.flatMap((value) => (value ? [value] : [])));
  if (quantity && totalSold.greaterThan(quantity)) {
    addFieldError(errors, 'hit_take_profits', CLOSE_MESSAGES.hitExceedsQuantity);
  }
  return errors;
}

/** What closing stores on the trade: realized R (4 decimals or null), its outcome, and the pnl in price units. */
export type CloseResult = {
  realized_rr: number | null;
  outcome: Outcome | null;
  pnl_units: string | null;
};

/** Closes a trade on paper: validation errors, or its realized R, outcome and pnl in price units. */
export function closeTrade(
  trade: ClosingTrade,
): { ok: true; result: CloseResult } | { ok: false; errors: FieldErrors } {
  const errors = validateClose(trade);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const realizedRr = realizedR(trade);
  if (!isRInBounds(realizedRr)) return { ok: false, errors: { close_price: [BOUND_MESSAGES.rOutOfRange] } };
  return {
    ok: true,
    result: { realized_rr: realizedRr, outcome: outcomeOf(realizedRr), pnl_units: realizedPnlUnits(trade) },
  };
}
