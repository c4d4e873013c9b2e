import type { ChallengeRuleBroken, ChallengeState } from './challenge-types.ts';

/** A broken rule: trading day, the trade that broke it (null for DEADLINE), the balance then, the level crossed. */
export type ChallengeReportBreach = {
  rule: ChallengeRuleBroken;
  date: string;
  trade: number | null;
  balance: string;
  limit: string | null;
};

/** A trading day with closes: P&L, lowest balance (opening included), closing balance, floor once it is over. */
export type ChallengeReportDay = {
  date: string;
  pnl: string;
  low: string;
  balance_end: string;
  floor: string | null;
};

/** The live status of docs/rules/challenges.md, field for field what GET …/challenge/ answers. */
export type ChallengeReport = {
  state: ChallengeState;
  balance: string;
  profit: string;
  progress_pct: number | null;
  trading_days: number;
  best_day_share_pct: number | null;
  consistency_ok: boolean;
  floor: string | null;
  headroom: string | null;
  daily_loss_used_today: string;
  /** The loss the current trading day allows (its amount changes daily with DAY_START_BALANCE), null without one. */
  daily_loss_limit_today: string | null;
  breaches: ChallengeReportBreach[];
  days: ChallengeReportDay[];
};
