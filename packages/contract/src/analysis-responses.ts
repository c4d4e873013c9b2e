import type { DifferenceTest, Interval } from '@carnet/domain';
import { z } from 'zod';
import { ANALYSIS_DIMENSIONS } from './analysis.ts';

/**
 * A 95 % interval as `{low, high}` (docs/rules/statistics.md): the win rate's (Wilson) in %, 1 decimal like `win_rate`; the
 * expectancy's (Student t) in R. Null when it cannot be computed (no trade; fewer than 2 for the expectancy).
 */
export const intervalSchema = z.object({ low: z.number(), high: z.number() });
intervalSchema satisfies z.ZodType<Interval>;

export type { DifferenceTest, Interval };

/** Net money per account currency, exact decimal strings: `{"USD": "125.5", "EUR": "-40"}`. */
export const moneyByCurrencySchema = z.record(z.string(), z.string());
export type MoneyByCurrency = z.infer<typeof moneyByCurrencySchema>;

/**
 * Statistics of a group of closed trades (docs/rules/statistics.md). Every figure in R is over the trades with a known R
 * (`trades` counts them; wins, losses and breakevens are their stored outcomes); `skipped_unknown_r` counts the
 * closed trades left out for an unknown R (no stop), which `net_pnl` still includes. `win_rate` in % (1 decimal);
 * `profit_factor` null without a loss; `expectancy_ci` and `sqn` null below 2 trades; `low_sample` below 30.
 */
export const statsSchema = z.object({
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  breakevens: z.number().int(),
  win_rate: z.number().nullable(),
  win_rate_ci: intervalSchema.nullable(),
  expectancy: z.number().nullable(),
  expectancy_ci: intervalSchema.nullable(),
  total_r: z.number(),
  profit_factor: z.number().nullable(),
  avg_win_r: z.number().nullable(),
  avg_loss_r: z.number().nullable(),
  sqn: z.number().nullable(),
  net_pnl: moneyByCurrencySchema,
  skipped_unknown_r: z.number().int(),
  low_sample: z.boolean(),
});
export type Stats = z.infer<typeof statsSchema>;

/**
 * Welch's two-sample t-test of two groups' R (two-sided). `difference` = mean of the first − mean of the second;
 * `p_value` null when either side has fewer than 2 trades or both have no spread; `significant` = p < 0.05 with
 * at least 2 trades on each side.
 */
export const differenceTestSchema = z.object({
  difference: z.number().nullable(),
  p_value: z.number().nullable(),
  significant: z.boolean(),
});
differenceTestSchema satisfies z.ZodType<DifferenceTest>;

/** One group of a breakdown: its key (`NONE` for trades without a value), its French label, its stats. */
export const analysisGroupSchema = statsSchema.extend({
  key: z.string(),
  label: z.string(),
  /** The group's R against every other trade in scope. */
  vs_rest: differenceTestSchema,
});
export type AnalysisGroup = z.infer<typeof analysisGroupSchema>;

/** One confirmation of the checklist: the trades where it passed, those where it was missed, and the test. */
export const confirmationGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  passed: statsSchema,
  missed: statsSchema,
  /** passed − missed. */
  passed_vs_missed: differenceTestSchema,
});
export type ConfirmationGroup = z.infer<typeof confirmationGroupSchema>;

/** GET /api/v1/trades/analysis/ (docs/rules/statistics.md): groups ordered by key (weekday, hour, month, duration in order). */
export const analysisSchema = z.union([
  z.object({
    dimension: z.enum(ANALYSIS_DIMENSIONS).exclude(['confirmation']),
    overall: statsSchema,
    groups: z.array(analysisGroupSchema),
  }),
  z.object({
    dimension: z.literal('confirmation'),
    overall: statsSchema,
    groups: z.array(confirmationGroupSchema),
  }),
]);
export type Analysis = z.infer<typeof analysisSchema>;

/**
 * GET /api/v1/trades/summary/ (docs/rules/statistics.md): the stats plus streaks over every closed trade by its stored outcome
 * (a breakeven ends both), hold time in minutes (every closed trade), best and worst R, Kelly fraction
 * W − (1 − W)/b (a fraction, null without a win or a loss), the average management R (trades with a plan and a
 * known R), the hit rate in % of each planned target position (TP1 = 1) over the trades that planned it, the
 * deepest drawdown of the R equity curve in close order (≥ 0) and the share in % of trades whose plan was
 * recorded after entry (null without a recorded plan).
 */
export const summarySchema = statsSchema.extend({
  longest_win_streak: z.number().int(),
  longest_loss_streak: z.number().int(),
  avg_hold_minutes: z.number().nullable(),
  best_r: z.number().nullable(),
  worst_r: z.number().nullable(),
  kelly_fraction: z.number().nullable(),
  management_r_avg: z.number().nullable(),
  target_hit_rates: z.array(
    z.object({ position: z.number().int(), trades: z.number().int(), hit_rate: z.number() }),
  ),
  max_drawdown_r: z.number(),
  plan_retroactive_share: z.number().nullable(),
});
export type Summary = z.infer<typeof summarySchema>;
