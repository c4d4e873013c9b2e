import { type Decimal, parsePositiveDecimal, sumDecimals, toDecimalString } from '../decimal.ts';
import { toEpochMs } from '../time/instant.ts';
import { invalidTakeProfitMessage, takeProfitsExceedQuantityMessage } from '../trade/trade-plan.ts';
import { addFieldError, type FieldErrors, isDirection } from '../types.ts';
import type { BacktestTradeFigures } from './backtest-trade.ts';

/** French messages of backtest-trade validation (entry price and quantity: SPEC §5 word for word). */
export const BACKTEST_TRADE_MESSAGES = {
  side: 'Sens invalide : LONG ou SHORT attendu.',
  entryPrice: "Prix d'entrée requis et doit être > 0",
  qty: 'Quantité requise et doit être > 0',
  stopLoss: 'Le stop loss doit être un nombre supérieur à 0.',
  entryTime: 'Date d’entrée invalide : date ISO 8601 attendue (ex. 2026-11-20T14:05:00Z).',
} as const;

/** A backtest trade as submitted: its figures plus, when given, its entry time. */
export type BacktestTradeSubmission = Omit<BacktestTradeFigures, 'side'> & {
  side: unknown;
  entry_time?: Date | number | string | null;
};

/**
 * Validates a backtest trade (DESIGN §6.5, SPEC §5): side LONG or SHORT, entry price and quantity > 0, optional
 * stop > 0, every take profit with price and quantity > 0, Σ quantity_to_sell ≤ qty, a valid entry time if given.
 */
export function validateBacktestTrade(trade: BacktestTradeSubmission): FieldErrors {
  const errors: FieldErrors = {};
  if (!isDirection(trade.side)) addFieldError(errors, 'side', BACKTEST_TRADE_MESSAGES.side);
  if (!parsePositiveDecimal(trade.entry_price))
    addFieldError(errors, 'entry_price', BACKTEST_TRADE_MESSAGES.entryPrice);
  const qty = parsePositiveDecimal(trade.qty);
  if (!qty) addFieldError(errors, 'qty', BACKTEST_TRADE_MESSAGES.qty);
  const hasStop = trade.stop_loss !== null && trade.stop_loss !== '' && trade.stop_loss !== undefined;
  if (hasStop && !parsePositiveDecimal(trade.stop_loss))
    addFieldError(errors, 'stop_loss', BACKTEST_TRADE_MESSAGES.stopLoss);
  const sold: Decimal[] = [];
  trade.take_profits.forEach((takeProfit, index) => {
    const price = parsePositiveDecimal(takeProfit.price);
    const quantity = parsePositiveDecimal(takeProfit.quantity_to_sell);
    if (price && quantity) sold.push(quantity);
    else addFieldError(errors, 'take_profits', invalidTakeProfitMessage(index + 1));
  });
  const total = sumDecimals(sold);
  if (qty && total.greaterThan(qty)) {
    addFieldError(
      errors,
      'take_profits',
      takeProfitsExceedQuantityMessage(toDecimalString(total), toDecimalString(qty)),
    );
  }
  const entryTime = trade.entry_time;
  if (entryTime !== undefined && entryTime !== null && toEpochMs(entryTime) === null) {
    addFieldError(errors, 'entry_time', BACKTEST_TRADE_MESSAGES.entryTime);
  }
  return errors;
}
