import { BACKTEST_DECIMAL_PLACES, BACKTEST_TRADE_MESSAGES, DIRECTIONS } from '@carnet/domain';
import { z } from 'zod';
import { decimalField, isoDateTimeSchema, positionSchema, textField } from './common.ts';
import { FIELD_MESSAGES, REQUIRED_MESSAGE } from './messages.ts';
import { isKnownTimeZone } from './time-zone.ts';

const text = (max: number) => textField().trim().max(max, `${max} caractères au maximum.`);
const backtestDecimal = (message = REQUIRED_MESSAGE) => decimalField(message, BACKTEST_DECIMAL_PLACES);
const positive = (message: string) =>
  backtestDecimal(message).refine((value) => !value.startsWith('-') && /[1-9]/.test(value), { message });

/** Body of POST /api/v1/backtests/sessions/. */
export const backtestSessionInputSchema = z.object({
  name: text(120).min(1, REQUIRED_MESSAGE),
  instrument: text(40).default(''),
  timeframe: text(20).default(''),
  starting_equity: backtestDecimal().default('10000'),
  notes: text(5000).default(''),
});
export type BacktestSessionInput = z.input<typeof backtestSessionInputSchema>;

export const backtestMetricsSchema = z.object({
  trades_closed: z.number().int(),
  trades_total: z.number().int(),
  total_pnl: z.string(),
  win_rate: z.number().nullable(),
  profit_factor: z.number().nullable(),
  max_drawdown_abs: z.string(),
});
export type BacktestMetrics = z.infer<typeof backtestMetricsSchema>;

export const backtestSessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  instrument: z.string(),
  timeframe: z.string(),
  starting_equity: z.string(),
  notes: z.string(),
  created_at: z.string(),
  trades_count: z.number().int(),
  /** docs/rules/imports.md: the currency of the money figures, from an imported TradingView file; null when none named. */
  currency: z.string().nullable(),
  metrics: backtestMetricsSchema,
});
export type BacktestSession = z.infer<typeof backtestSessionSchema>;

export const backtestTakeProfitInputSchema = z.object({
  price: positive('Le prix doit être > 0.'),
  quantity_to_sell: positive('La quantité doit être > 0.'),
  order: positionSchema.optional(),
});

/** Body of POST /api/v1/backtests/sessions/{id}/trades/. */
export const backtestTradeInputSchema = z.object({
  side: z.enum(DIRECTIONS, { error: BACKTEST_TRADE_MESSAGES.side }),
  instrument: text(40).default(''),
  timeframe: text(20).default(''),
  strategy_tag: text(60).default(''),
  entry_time: isoDateTimeSchema,
  entry_price: positive(BACKTEST_TRADE_MESSAGES.entryPrice),
  qty: positive(BACKTEST_TRADE_MESSAGES.qty),
  stop_loss: positive(FIELD_MESSAGES.backtestStopLoss).nullable().optional(),
  notes: text(5000).default(''),
  take_profits: z.array(backtestTakeProfitInputSchema).max(20).default([]),
});
export type BacktestTradeInput = z.input<typeof backtestTradeInputSchema>;

export const backtestTradeSchema = z.object({
  id: z.number().int(),
  session: z.number().int(),
  side: z.enum(DIRECTIONS),
  instrument: z.string(),
  timeframe: z.string(),
  strategy_tag: z.string(),
  entry_time: z.string(),
  entry_price: z.string(),
  qty: z.string(),
  stop_loss: z.string().nullable(),
  notes: z.string(),
  take_profits: z.array(
    z.object({ price: z.string(), quantity_to_sell: z.string(), order: z.number().int() }),
  ),
  pnl_abs: z.string().nullable(),
  r_multiple: z.number().nullable(),
});
export type BacktestTrade = z.infer<typeof backtestTradeSchema>;

export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Query of POST …/import_csv/: optional IANA zone of zone-less times (TradingView's chart zone; default UTC). */
export const csvImportQuerySchema = z.object({
  tz: z.string().refine(isKnownTimeZone, { message: FIELD_MESSAGES.unknownTimeZone }).optional(),
});

/** Answer of POST …/import_csv/. */
export const csvImportResultSchema = z.object({
  imported: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), errors: z.record(z.string(), z.array(z.string())) })),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;
