import { CANDLE_TIMEFRAMES, type Excursions } from '@carnet/domain';
import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';

/**
 * How far a closed trade went for and against the trader (docs/rules/candles.md#excursions): stored on the trade
 * and returned as `excursions`, null when no candle overlaps its holding period. R to 4 decimals, null without a
 * stop; prices as decimal strings; instants in UTC.
 */
export const excursionsSchema = z.object({
  timeframe: z.enum(CANDLE_TIMEFRAMES),
  candles_used: z.number().int(),
  mfe_r: z.number().nullable(),
  mae_r: z.number().nullable(),
  best_price: z.string(),
  mfe_at: isoDateTimeSchema,
  worst_price: z.string(),
  mae_at: isoDateTimeSchema,
  exit_efficiency: z.number().nullable(),
  gaps: z.array(z.object({ from: isoDateTimeSchema, to: isoDateTimeSchema })),
});
excursionsSchema satisfies z.ZodType<Excursions>;
