import type { ChallengeRuleSet } from '../src/challenge/challenge-types.ts';
import type { ChallengeReplayInput, ChallengeTrade } from '../src/challenge/replay-challenge.ts';

/** Test support: rules with no limit at all, Prague midnight; each test states the ones it needs. */
export const NO_RULES: ChallengeRuleSet = {
  profit_target: null,
  daily_loss_limit: null,
  daily_loss_pct: null,
  daily_loss_basis: 'DAY_START_BALANCE',
  max_loss: null,
  max_loss_type: 'STATIC',
  trailing_lock: null,
  min_trading_days: null,
  consistency_pct: null,
  reset_timezone: 'Europe/Prague',
  reset_time: '00:00',
};

/** Trades numbered from 1 in the given order: [net money, close instant in ISO UTC]. */
export function tradesOf(...rows: [string, string][]): ChallengeTrade[] {
  return rows.map(([pnl, closedAt], index) => ({ id: index + 1, pnl, closedAtMs: Date.parse(closedAt) }));
}

/** A replay input: starting balance 100 000, no target balance, no deadline, now well after the trades. */
export function replayInput(
  rules: Partial<ChallengeRuleSet>,
  trades: ChallengeTrade[],
  account: Partial<ChallengeReplayInput['account']> = {},
  now = '2026-12-31T12:00:00Z',
): ChallengeReplayInput {
  return {
    rules: { ...NO_RULES, ...rules },
    account: { starting_balance: '100000', target_balance: null, target_date: null, ...account },
    trades,
    nowMs: Date.parse(now),
  };
}
