/** docs/rules/challenges.md: how a daily loss is measured, how the maximum-loss floor moves, the states and broken rules. */
export const DAILY_LOSS_BASES = ['DAY_START_BALANCE', 'STARTING_BALANCE'] as const;
export type DailyLossBasis = (typeof DAILY_LOSS_BASES)[number];

export const MAX_LOSS_TYPES = ['STATIC', 'TRAILING_EOD', 'TRAILING_INTRADAY'] as const;
export type MaxLossType = (typeof MAX_LOSS_TYPES)[number];

export const CHALLENGE_STATES = ['IN_PROGRESS', 'PASSED', 'FAILED'] as const;
export type ChallengeState = (typeof CHALLENGE_STATES)[number];

export const CHALLENGE_RULES_BROKEN = ['DAILY_LOSS', 'MAX_LOSS', 'DEADLINE'] as const;
export type ChallengeRuleBroken = (typeof CHALLENGE_RULES_BROKEN)[number];

/**
 * The firm's rules as stored on the account (snake_case, money as decimal strings; docs/rules/challenges.md). A
 * null limit is a rule the firm does not have, and so is min_trading_days 0; profit_target null means target
 * balance − starting; trailing_lock null means the starting balance. The daily loss is an amount
 * (daily_loss_limit) or a percent (daily_loss_pct, 2 decimals at most) of the balance daily_loss_basis names,
 * never both.
 */
export type ChallengeRuleSet = {
  profit_target: string | null;
  daily_loss_limit: string | null;
  daily_loss_pct: number | null;
  daily_loss_basis: DailyLossBasis;
  max_loss: string | null;
  max_loss_type: MaxLossType;
  trailing_lock: string | null;
  min_trading_days: number | null;
  consistency_pct: number | null;
  reset_timezone: string;
  reset_time: string;
};
