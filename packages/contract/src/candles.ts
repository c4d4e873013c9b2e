import {
  CANDLE_TIMEFRAMES,
  WHAT_IF_SCENARIO_LABELS,
  WHAT_IF_SCENARIOS,
  type WhatIfExits,
  type WhatIfScenario,
  type WhatIfScenarioKey,
} from '@carnet/domain';
import { z } from 'zod';
import { differenceTestSchema, statsSchema } from './analysis-responses.ts';
import { isoDateTimeSchema } from './common.ts';

/** The timeframes a candle series may have (docs/rules/candles.md#candles). */
export const candleTimeframeSchema = z.enum(CANDLE_TIMEFRAMES);

/** The most candles one `GET /api/v1/candles/` answers (docs/rules/candles.md#candles). */
export const CANDLES_PER_REQUEST_MAX = 5000;

/** One candle as the API sends it: its opening instant in UTC, prices and volume as exact decimal strings. */
export const candleSchema = z.object({
  t: isoDateTimeSchema,
  o: z.string(),
  h: z.string(),
  l: z.string(),
  c: z.string(),
  v: z.string().nullable(),
});
export type CandleOut = z.infer<typeof candleSchema>;

export const candlesResponseSchema = z.array(candleSchema);

/** What `POST /api/v1/candles/import/` stored: the series, its span, how many candles, how many replaced. */
export const candleImportResultSchema = z.object({
  symbol: z.string(),
  timeframe: candleTimeframeSchema,
  first: isoDateTimeSchema.nullable(),
  last: isoDateTimeSchema.nullable(),
  count: z.number().int(),
  replaced: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type CandleImportResult = z.infer<typeof candleImportResultSchema>;

/** One stored series of `GET /api/v1/candles/coverage/`. */
export const candleCoverageSchema = z.object({
  symbol: z.string(),
  timeframe: candleTimeframeSchema,
  first: isoDateTimeSchema,
  last: isoDateTimeSchema,
  count: z.number().int(),
});
export type CandleCoverage = z.infer<typeof candleCoverageSchema>;
export const candleCoverageResponseSchema = z.array(candleCoverageSchema);

/** The what-if scenarios (docs/rules/candles.md#what-if); keys and French labels live in the domain. */
export const whatIfScenarioKeySchema = z.enum(WHAT_IF_SCENARIOS);
export { WHAT_IF_SCENARIO_LABELS, WHAT_IF_SCENARIOS, type WhatIfScenarioKey };

/**
 * One what-if scenario of `GET /api/v1/trades/what-if/` (docs/rules/candles.md#what-if): the statistics in R of
 * its resolved trades, how many were resolved, ambiguous or unresolved, and its paired test against what happened.
 */
export const whatIfScenarioSchema = statsSchema.omit({ net_pnl: true, skipped_unknown_r: true }).extend({
  key: whatIfScenarioKeySchema,
  label: z.string(),
  resolved: z.number().int(),
  ambiguous: z.number().int(),
  unresolved: z.number().int(),
  vs_actual: differenceTestSchema,
});
whatIfScenarioSchema satisfies z.ZodType<WhatIfScenario>;

export const whatIfResponseSchema = z.object({
  horizon_days: z.number().int(),
  skipped_unknown_r: z.number().int(),
  scenarios: z.array(whatIfScenarioSchema),
});
whatIfResponseSchema satisfies z.ZodType<WhatIfExits>;
export type WhatIfResponse = z.infer<typeof whatIfResponseSchema>;
