import { CHALLENGE_RULES_BROKEN, CHALLENGE_STATES } from '@carnet/domain';
import { z } from 'zod';

/**
 * A broken rule (docs/rules/challenges.md): `date` is the trading day (YYYY-MM-DD), `trade` the id of the trade whose close
 * broke it (null for DEADLINE), `balance` the balance then, `limit` the balance level that was crossed (the
 * daily-loss threshold, the floor, or for DEADLINE the target balance, null without a target).
 */
export const challengeBreachSchema = z.object({
  rule: z.enum(CHALLENGE_RULES_BROKEN),
  date: z.string(),
  trade: z.number().int().nullable(),
  balance: z.string(),
  limit: z.string().nullable(),
});
export type ChallengeBreach = z.infer<typeof challengeBreachSchema>;

/**
 * A trading day with at least one close: its P&L, its lowest balance (the day's opening balance included), its
 * closing balance and the floor in force once the day is over (null without a maximum loss).
 */
export const challengeDaySchema = z.object({
  date: z.string(),
  pnl: z.string(),
  low: z.string(),
  balance_end: z.string(),
  floor: z.string().nullable(),
});
export type ChallengeDay = z.infer<typeof challengeDaySchema>;

/**
 * GET /api/v1/capital-accounts/{id}/challenge/ (docs/rules/challenges.md), replayed from closed trades only. Money is decimal
 * strings; progress_pct and best_day_share_pct are percents with 1 decimal (null without a target / without a
 * profitable day and a positive profit); headroom is balance − floor; daily_loss_used_today is the loss of the
 * current trading day so far ("0" when none), daily_loss_limit_today the loss that day allows (with a percent of
 * the day-start balance it changes daily; null without a daily-loss rule).
 */
export const challengeStatusSchema = z.object({
  state: z.enum(CHALLENGE_STATES),
  balance: z.string(),
  profit: z.string(),
  progress_pct: z.number().nullable(),
  trading_days: z.number().int(),
  best_day_share_pct: z.number().nullable(),
  consistency_ok: z.boolean(),
  floor: z.string().nullable(),
  headroom: z.string().nullable(),
  daily_loss_used_today: z.string(),
  daily_loss_limit_today: z.string().nullable(),
  breaches: z.array(challengeBreachSchema),
  days: z.array(challengeDaySchema),
});
export type ChallengeStatus = z.infer<typeof challengeStatusSchema>;
