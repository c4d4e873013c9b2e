import { z } from 'zod';
import { moneyByCurrencySchema } from './analysis-responses.ts';

/**
 * Closed trades of a day, a week or the month, by close date in the requested zone (docs/rules/statistics.md). `trades`,
 * wins, losses and breakevens count every closed trade by its stored outcome (a trade with an unknown R by its
 * money, docs/rules/trades.md); `total_r` sums the known R; `net_pnl` sums the money per currency, exactly.
 */
const periodFigures = {
  trades: z.number().int(),
  total_r: z.number(),
  net_pnl: moneyByCurrencySchema,
};
const outcomeCounts = {
  wins: z.number().int(),
  losses: z.number().int(),
  breakevens: z.number().int(),
};

/**
 * GET /api/v1/trades/calendar/?month=YYYY-MM (docs/rules/statistics.md). `days` lists every day of the month (`YYYY-MM-DD`),
 * zeros included; `weeks` every ISO week (Monday `week_start`, possibly in the previous month) that the month
 * touches, counting only the month's trades; `totals` the month, with the trades whose R is unknown.
 */
export const calendarSchema = z.object({
  month: z.string(),
  days: z.array(z.object({ date: z.string(), ...periodFigures, ...outcomeCounts })),
  weeks: z.array(z.object({ week_start: z.string(), ...periodFigures })),
  totals: z.object({ ...periodFigures, ...outcomeCounts, skipped_unknown_r: z.number().int() }),
});
export type Calendar = z.infer<typeof calendarSchema>;

/**
 * GET /api/v1/trades/heatmap/ (docs/rules/statistics.md): closed trades with a known R by ISO weekday (1 = Monday) × hour
 * (0–23) of their entry in the requested zone. Only the cells that hold a trade are listed.
 */
export const heatmapSchema = z.object({
  cells: z.array(
    z.object({
      weekday: z.number().int(),
      hour: z.number().int(),
      trades: z.number().int(),
      expectancy: z.number(),
      total_r: z.number(),
    }),
  ),
  skipped_unknown_r: z.number().int(),
});
export type Heatmap = z.infer<typeof heatmapSchema>;
