import { type BacktestSession, FIELD_MESSAGES } from '@carnet/contract';
import { BACKTEST_TRADE_MESSAGES, DIRECTIONS } from '@carnet/domain';
import { z } from 'zod';
import { decimalText, isPositiveDecimalText, typingIssue } from '../../../lib/form-text.ts';
import { fromDateTimeLocal, toDateTimeLocal } from '../../../lib/local-date-time.ts';
import type { NewSessionTrade } from '../api/create-session-trade.ts';

export const ENTRY_TIME_MESSAGE = "La date d'entrée est requise.";
export const STOP_LOSS_MESSAGE = FIELD_MESSAGES.backtestStopLoss;

const text = (max: number) => z.string().trim().max(max, `${max} caractères au maximum.`);

/** A number above 0, or blank when `isOptional`: what cannot be read says why (docs/ui.md#numbers), else `message`. */
const positiveText = (message: string, isOptional = false) =>
  z.string().superRefine((value, context) => {
    if (isOptional && value.trim() === '') return;
    const why = typingIssue(value) ?? (isPositiveDecimalText(value) ? undefined : message);
    if (why !== undefined) context.addIssue({ code: 'custom', message: why });
  });

/** What the add-trade form holds: text as typed, the entry time on the user's clock. */
export const backtestTradeFormSchema = z.object({
  side: z.enum(DIRECTIONS),
  instrument: text(40),
  timeframe: text(20),
  strategy_tag: text(60),
  entry_time: z.string().refine((value) => fromDateTimeLocal(value) !== null, ENTRY_TIME_MESSAGE),
  // docs/rules/trades.md#validation, word for word.
  entry_price: positiveText(BACKTEST_TRADE_MESSAGES.entryPrice),
  qty: positiveText(BACKTEST_TRADE_MESSAGES.qty),
  stop_loss: positiveText(STOP_LOSS_MESSAGE, true),
  notes: text(5000),
  take_profits: z.array(z.object({ price: z.string(), quantity_to_sell: z.string() })),
});
export type BacktestTradeFormValues = z.infer<typeof backtestTradeFormSchema>;

export const BLANK_TAKE_PROFIT = { price: '', quantity_to_sell: '' } as const;

/** docs/rules/trades.md#validation: instrument and timeframe come from the session, the entry time is now, one blank take profit. */
export function backtestTradeDefaults(
  session: Pick<BacktestSession, 'instrument' | 'timeframe'>,
  now: Date,
  kept: Partial<Pick<BacktestTradeFormValues, 'side' | 'strategy_tag'>> = {},
): BacktestTradeFormValues {
  return {
    side: kept.side ?? 'LONG',
    instrument: session.instrument,
    timeframe: session.timeframe,
    strategy_tag: kept.strategy_tag ?? '',
    entry_time: toDateTimeLocal(now),
    entry_price: '',
    qty: '',
    stop_loss: '',
    notes: '',
    take_profits: [{ ...BLANK_TAKE_PROFIT }],
  };
}

/**
 * The POST body (docs/api.md: with `session` and `take_profits`). docs/rules/trades.md#validation: a take profit without a positive price
 * and a positive quantity is dropped; the kept ones are numbered in the order shown. The entry time is sent as
 * an ISO UTC instant; decimals as they read (`decimalText`), even when Enter sent the form before a blur.
 */
export function toBacktestTradePayload(values: BacktestTradeFormValues, sessionId: number): NewSessionTrade {
  const takeProfits = values.take_profits
    .filter((row) => isPositiveDecimalText(row.price) && isPositiveDecimalText(row.quantity_to_sell))
    .map((row, order) => ({
      price: decimalText(row.price),
      quantity_to_sell: decimalText(row.quantity_to_sell),
      order,
    }));
  return {
    session: sessionId,
    side: values.side,
    instrument: values.instrument.trim(),
    timeframe: values.timeframe.trim(),
    strategy_tag: values.strategy_tag.trim(),
    entry_time: fromDateTimeLocal(values.entry_time) ?? values.entry_time,
    entry_price: decimalText(values.entry_price),
    qty: decimalText(values.qty),
    stop_loss: values.stop_loss.trim() === '' ? null : decimalText(values.stop_loss),
    notes: values.notes.trim(),
    take_profits: takeProfits,
  };
}
