import { Decimal } from '../decimal.ts';
import { NUMBER_ARITHMETIC } from './challenge-arithmetic.ts';
import {
  type ChallengeLimits,
  type ChallengeRun,
  closeChallengeDay,
  closeChallengeTrade,
  openChallengeDay,
  startChallenge,
} from './challenge-engine.ts';
import { type ChallengeAccount, challengeLimits } from './challenge-limits.ts';
import type { ChallengeRuleSet } from './challenge-types.ts';
import { tradingDayResolver } from './trading-day.ts';

/** The simulation counts money in whole cents: plain numbers stay exact on integers (the engine's NUMBER_ARITHMETIC). */
export const toCents = (decimal: string): number => new Decimal(decimal).times(100).round().toNumber();

/** The engine's limits in cents. */
export function centLimits(rules: ChallengeRuleSet, account: ChallengeAccount): ChallengeLimits<number> {
  return challengeLimits(rules, account, NUMBER_ARITHMETIC, toCents);
}

/** Something that closed at an instant, in close order. */
type Closed = { closedAtMs: number };

/**
 * Groups closes (already in close order) into the firm's trading days (docs/rules/challenges.md: its reset time in its zone),
 * keeping each day's order: what a day-block bootstrap draws, and how the account's own history is replayed.
 */
export function groupByTradingDay<T extends Closed>(
  closes: readonly T[],
  rules: Pick<ChallengeRuleSet, 'reset_timezone' | 'reset_time'>,
): T[][] {
  const dayOf = tradingDayResolver(rules.reset_timezone, rules.reset_time);
  const days: T[][] = [];
  let current: number | null = null;
  for (const close of closes) {
    const day = dayOf(close.closedAtMs);
    if (day !== current || days.length === 0) {
      days.push([]);
      current = day;
    }
    days.at(-1)?.push(close);
  }
  return days;
}

/**
 * Plays whole trading days through the engine, each opened, its trades closed in order, then closed — the path
 * of every simulated run. Mutates `run`; stops at nothing (the caller reads the state between days).
 */
export function playDay(run: ChallengeRun<number>, limits: ChallengeLimits<number>, pnls: readonly number[]) {
  openChallengeDay(run, limits);
  for (const pnl of pnls) closeChallengeTrade(run, limits, pnl);
  closeChallengeDay(run, limits);
}

/**
 * The account's state from its real history played through the simulation's path (cents, every day closed):
 * where each simulated run starts. `days` holds the net money (decimal strings) of its closed trades by day.
 */
export function replayHistory(
  limits: ChallengeLimits<number>,
  days: readonly (readonly string[])[],
): ChallengeRun<number> {
  const run = startChallenge(limits);
  for (const day of days) playDay(run, limits, day.map(toCents));
  return run;
}
