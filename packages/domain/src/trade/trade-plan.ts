import { BOUND_MESSAGES, isRInBounds } from '../bounds.ts';
import { type Decimal, parsePositiveDecimal, sumDecimals, toDecimalString } from '../decimal.ts';
import { addFieldError, type FieldErrors, hasNoFieldError, isDirection } from '../types.ts';
import { plannedR, type TradePlan } from './planned-r.ts';

/** French messages of trade-plan validation, keyed by what went wrong. */
export const TRADE_PLAN_MESSAGES = {
  direction: 'Direction invalide : LONG ou SHORT attendu.',
  entryPrice: 'Le prix d’entrée doit être un nombre supérieur à 0.',
  stopLossPrice: 'Le stop loss doit être un nombre supérieur à 0.',
  stopAboveLongEntry: 'Pour un achat, le stop loss doit être inférieur au prix d’entrée.',
  stopBelowShortEntry: 'Pour une vente, le stop loss doit être supérieur au prix d’entrée.',
  quantity: 'La quantité doit être un nombre supérieur à 0.',
} as const;

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Message for a take profit whose price or quantity is not a number above 0 (rows numbered from 1). */
export function invalidTakeProfitMessage(row: number): string {
  return `Take profit ${row} : le prix et la quantité doivent être des nombres supérieurs à 0.`;
}

/** Message for a take profit priced on the losing side of the entry. */
export function takeProfitSideMessage(row: number, direction: 'LONG' | 'SHORT'): string {
  const side = direction === 'LONG' ? 'supérieur' : 'inférieur';
  return `Take profit ${row} : le prix doit être ${side} au prix d’entrée.`;
}

/** Message for take profits that sell more than the position holds. */
export function takeProfitsExceedQuantityMessage(total: string, quantity: string): string {
  return `La somme des quantités des take profits (${total}) dépasse la quantité (${quantity}).`;
}

/**
 * Validates a trade plan on save (docs/rules/trades.md): numbers finite and > 0, LONG stop < entry, SHORT stop > entry,
 * take profits on the profit side, Σ quantity_to_sell ≤ quantity. Fully blank take-profit rows are ignored.
 * Returns French messages by API field (entry_price, stop_loss_price, quantity, take_profits, direction); {} if valid.
 */
export function validateTradePlan(plan: TradePlan): FieldErrors {
  const errors: FieldErrors = {};
  const direction = isDirection(plan.direction) ? plan.direction : null;
  if (!direction) addFieldError(errors, 'direction', TRADE_PLAN_MESSAGES.direction);
  const entry = parsePositiveDecimal(plan.entry_price);
  const stop = parsePositiveDecimal(plan.stop_loss_price);
  const quantity = parsePositiveDecimal(plan.quantity);
  if (!entry) addFieldError(errors, 'entry_price', TRADE_PLAN_MESSAGES.entryPrice);
  if (!stop) addFieldError(errors, 'stop_loss_price', TRADE_PLAN_MESSAGES.stopLossPrice);
  if (!quantity) addFieldError(errors, 'quantity', TRADE_PLAN_MESSAGES.quantity);
  if (entry && stop && direction === 'LONG' && !stop.lessThan(entry)) {
    addFieldError(errors, 'stop_loss_price', TRADE_PLAN_MESSAGES.stopAboveLongEntry);
  }
  if (entry && stop && direction === 'SHORT' && !stop.greaterThan(entry)) {
    addFieldError(errors, 'stop_loss_price', TRADE_PLAN_MESSAGES.stopBelowShortEntry);
  }
  const sold: Decimal[] = [];
  plan.take_profits.forEach((takeProfit, index) => {
    if (isBlank(takeProfit.price) && isBlank(takeProfit.quantity_to_sell)) return;
    const price = parsePositiveDecimal(takeProfit.price);
    const quantityToSell = parsePositiveDecimal(takeProfit.quantity_to_sell);
    if (!price || !quantityToSell) {
      addFieldError(errors, 'take_profits', invalidTakeProfitMessage(index + 1));
      return;
    }
    sold.push(quantityToSell);
    const onProfitSide =
      direction === 'LONG' ? price.greaterThan(entry ?? price) : price.lessThan(entry ?? price);
    if (entry && direction && !onProfitSide) {
      addFieldError(errors, 'take_profits', takeProfitSideMessage(index + 1, direction));
    }
  });
  const totalSold = sumDecimals(sold);
  if (quantity && totalSold.greaterThan(quantity)) {
    const message = takeProfitsExceedQuantityMessage(toDecimalString(totalSold), toDecimalString(quantity));
    addFieldError(errors, 'take_profits', message);
  }
  // A stop a hair from the entry makes an R no statistic can hold: refused before it is stored.
  if (hasNoFieldError(errors) && !isRInBounds(plannedR(plan))) {
    addFieldError(errors, 'stop_loss_price', BOUND_MESSAGES.rOutOfRange);
  }
  return errors;
}
