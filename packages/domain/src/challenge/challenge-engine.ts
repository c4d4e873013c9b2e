import type { ChallengeArithmetic } from './challenge-arithmetic.ts';
import type { ChallengeState, MaxLossType } from './challenge-types.ts';

/**
 * The loss a trading day allows (docs/rules/challenges.md#daily-loss): a fixed amount (an amount the firm
 * states, or a percent of the starting balance), or a share of each day's starting balance, in basis points.
 */
export type DailyLoss<T> = { kind: 'AMOUNT'; amount: T } | { kind: 'DAY_START_SHARE'; basisPoints: number };

/**
 * The rules in the engine's arithmetic; profitTarget is the profit to make (null: no target, never PASSED);
 * minTradingDays null: no minimum.
 */
export type ChallengeLimits<T> = {
  math: ChallengeArithmetic<T>;
  startingBalance: T;
  profitTarget: T | null;
  dailyLoss: DailyLoss<T> | null;
  maxLoss: T | null;
  maxLossType: MaxLossType;
  trailingLock: T;
  minTradingDays: number | null;
  consistencyPct: number | null;
};

/** A rule broken by a close: the balance then and the balance level crossed (daily threshold or floor). */
export type ChallengeBreachEvent<T> = { rule: 'DAILY_LOSS' | 'MAX_LOSS'; balance: T; limit: T };

/**
 * The running state of one challenge, mutated in place by openChallengeDay / closeChallengeTrade / closeChallengeDay (cheap enough for
 * 10 000 simulated runs). `highWater` is the highest balance the trailing floor follows; `breaches` holds the
 * rules broken by the first failing close (empty while none), later closes never add to it.
 */
export type ChallengeRun<T> = {
  balance: T;
  highWater: T;
  floor: T | null;
  dayStart: T;
  dayPnl: T;
  dayLow: T;
  dayTrades: number;
  tradingDays: number;
  bestDayPnl: T;
  breaches: ChallengeBreachEvent<T>[];
};

/** The floor of a maximum loss: static, or the high-water mark minus the loss, never above the lock. */
function floorOf<T>(limits: ChallengeLimits<T>, highWater: T): T | null {
  const { math, maxLoss } = limits;
  if (maxLoss === null) return null;
  if (limits.maxLossType === 'STATIC') return math.subtract(limits.startingBalance, maxLoss);
  return math.min(math.subtract(highWater, maxLoss), limits.trailingLock);
}

/** A fresh challenge at its starting balance, a day open. */
export function startChallenge<T>(limits: ChallengeLimits<T>): ChallengeRun<T> {
  const start = limits.startingBalance;
  return {
    balance: start,
    highWater: start,
    floor: floorOf(limits, start),
    dayStart: start,
    dayPnl: limits.math.zero,
    dayLow: start,
    dayTrades: 0,
    tradingDays: 0,
    bestDayPnl: limits.math.zero,
    breaches: [],
  };
}

/** A trading day begins: the daily loss counts from the balance now. */
export function openChallengeDay<T>(run: ChallengeRun<T>, limits: ChallengeLimits<T>): void {
  run.dayStart = run.balance;
  run.dayPnl = limits.math.zero;
  run.dayLow = run.balance;
  run.dayTrades = 0;
}

/** A trade closes with this net money: the balance moves, the intraday floor follows, breaches are checked. */
export function closeChallengeTrade<T>(run: ChallengeRun<T>, limits: ChallengeLimits<T>, pnl: T): void {
  const { math } = limits;
  if (run.dayTrades === 0) run.tradingDays += 1;
  run.dayTrades += 1;
  run.balance = math.add(run.balance, pnl);
  run.dayPnl = math.add(run.dayPnl, pnl);
  run.dayLow = math.min(run.dayLow, run.balance);
  if (limits.maxLossType === 'TRAILING_INTRADAY') {
    run.highWater = math.max(run.highWater, run.balance);
    run.floor = floorOf(limits, run.highWater);
  }
  if (run.breaches.length === 0) checkBreaches(run, limits);
}

/** The loss allowed on a day that started at `dayStart`, null without a daily-loss rule. */
export function allowedDailyLoss<T>(limits: ChallengeLimits<T>, dayStart: T): T | null {
  const { dailyLoss } = limits;
  if (dailyLoss === null) return null;
  return dailyLoss.kind === 'AMOUNT' ? dailyLoss.amount : limits.math.share(dayStart, dailyLoss.basisPoints);
}

function checkBreaches<T>(run: ChallengeRun<T>, limits: ChallengeLimits<T>): void {
  const { math } = limits;
  const allowed = allowedDailyLoss(limits, run.dayStart);
  if (allowed !== null) {
    // Whatever the amount's basis, the loss counts from the balance at the day's reset.
    const threshold = math.subtract(run.dayStart, allowed);
    if (math.atMost(run.balance, threshold)) {
      run.breaches.push({ rule: 'DAILY_LOSS', balance: run.balance, limit: threshold });
    }
  }
  if (run.floor !== null && math.atMost(run.balance, run.floor)) {
    run.breaches.push({ rule: 'MAX_LOSS', balance: run.balance, limit: run.floor });
  }
}

/** A trading day ends: its P&L may be the best day, the end-of-day floor follows the closing balance. */
export function closeChallengeDay<T>(run: ChallengeRun<T>, limits: ChallengeLimits<T>): void {
  const { math } = limits;
  if (run.dayTrades > 0) run.bestDayPnl = math.max(run.bestDayPnl, run.dayPnl);
  if (limits.maxLossType === 'TRAILING_EOD') {
    run.highWater = math.max(run.highWater, run.balance);
    run.floor = floorOf(limits, run.highWater);
  }
}

/** The best day so far, the day still open included. */
export function challengeBestDayPnl<T>(run: ChallengeRun<T>, limits: ChallengeLimits<T>): T {
  return run.dayTrades > 0 ? limits.math.max(run.bestDayPnl, run.dayPnl) : run.bestDayPnl;
}

/** Consistency: the best day's profit is at most consistencyPct % of the total profit (met without a rule). */
export function isChallengeConsistent<T>(run: ChallengeRun<T>, limits: ChallengeLimits<T>): boolean {
  const { math, consistencyPct } = limits;
  const best = challengeBestDayPnl(run, limits);
  if (consistencyPct === null || math.atMost(best, math.zero)) return true;
  const profit = math.subtract(run.balance, limits.startingBalance);
  return math.atMost(math.scale(best, 100), math.scale(profit, consistencyPct));
}

/**
 * The state now: FAILED after a breach; PASSED when the target is reached, the minimum days met, consistency
 * met; otherwise IN_PROGRESS (a broken consistency keeps it open, it never fails it).
 */
export function challengeState<T>(run: ChallengeRun<T>, limits: ChallengeLimits<T>): ChallengeState {
  if (run.breaches.length > 0) return 'FAILED';
  const { math, profitTarget } = limits;
  if (profitTarget === null) return 'IN_PROGRESS';
  const reached = math.atMost(profitTarget, math.subtract(run.balance, limits.startingBalance));
  const enoughDays = limits.minTradingDays === null || run.tradingDays >= limits.minTradingDays;
  return reached && enoughDays && isChallengeConsistent(run, limits) ? 'PASSED' : 'IN_PROGRESS';
}
