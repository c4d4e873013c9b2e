import {
  BACKTEST_DECIMAL_PLACES,
  BOUND_MESSAGES,
  decimalDigitsError,
  isInstantInBounds,
  isRInBounds,
} from '../bounds.ts';
import {
  type Decimal,
  normalizeDecimal,
  parsePositiveDecimal,
  sumDecimals,
  toDecimalString,
} from '../decimal.ts';
import { toEpochMs } from '../time/instant.ts';
import {
  invalidTakeProfitMessage,
  TRADE_PLAN_MESSAGES,
  takeProfitsExceedQuantityMessage,
} from '../trade/trade-plan.ts';
import { addFieldError, type FieldErrors, hasNoFieldError, isDirection } from '../types.ts';
import { type BacktestTradeFigures, backtestTradeResult } from './backtest-trade.ts';

/** French messages of backtest-trade validation (entry price and quantity: docs/rules/trades.md#validation word for word). */
export const BACKTEST_TRADE_MESSAGES = {
  side: 'Sens invalide : LONG ou SHORT attendu.',
  entryPrice: "Prix d'entrée requis et doit être > 0",
  qty: 'Quantité requise et doit être > 0',
  stopLoss: TRADE_PLAN_MESSAGES.stopLossPrice,
  entryTime: 'Date d’entrée invalide : date ISO 8601 attendue (ex. 2026-11-20T14:05:00Z).',
} as const;

/** A backtest trade as submitted: its figures plus, when given, its entry time. */
export type BacktestTradeSubmission = Omit<BacktestTradeFigures, 'side'> & {
  side: unknown;
  entry_time?: Date | number | string | null;
};

/** Figures with more digits than a backtest stores (bounds.ts: 20 before the point, 8 after), by field. */
function addDigitErrors(errors: FieldErrors, trade: BacktestTradeSubmission): void {
  const figures: [string, unknown][] = [
    ['entry_price', trade.entry_price],
    ['qty', trade.qty],
    ['stop_loss', trade.stop_loss],
    ...trade.take_profits.flatMap((takeProfit): [string, unknown][] => [
      ['take_profits', takeProfit.price],
      ['take_profits', takeProfit.quantity_to_sell],
    ]),
  ];
  for (const [field, value] of figures) {
    const canonical = normalizeDecimal(value);
    const error = canonical === null ? null : decimalDigitsError(canonical, BACKTEST_DECIMAL_PLACES);
    if (error !== null && !errors[field]?.includes(error)) addFieldError(errors, field, error);
  }
}

/**
 * Validates a backtest trade (docs/rules/backtests.md, docs/rules/trades.md#validation): side LONG or SHORT, entry price and quantity > 0, optional
 * stop > 0, every take profit with price and quantity > 0, Σ quantity_to_sell ≤ qty, a valid entry time if
 * given, and the bounds of bounds.ts (dates 1900–2200, digits, an R that can be stored).
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
  const entryMs = entryTime === undefined || entryTime === null ? undefined : toEpochMs(entryTime);
  if (entryMs === null) addFieldError(errors, 'entry_time', BACKTEST_TRADE_MESSAGES.entryTime);
  else if (entryMs !== undefined && !isInstantInBounds(entryMs)) {
    addFieldError(errors, 'entry_time', BOUND_MESSAGES.dateOutOfRange);
  }
  addDigitErrors(errors, trade);
  if (hasNoFieldError(errors) && isDirection(trade.side)) {
    const { r_multiple } = backtestTradeResult({ ...trade, side: trade.side });
    if (!isRInBounds(r_multiple)) addFieldError(errors, 'stop_loss', BOUND_MESSAGES.rOutOfRange);
  }
  return errors;
}
