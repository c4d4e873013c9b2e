import { Decimal } from '../decimal.ts';
import type { ChallengeArithmetic } from './challenge-arithmetic.ts';
import type { ChallengeLimits, ChallengeRun, DailyLoss } from './challenge-engine.ts';
import type { ChallengeRuleSet } from './challenge-types.ts';

/** The account figures the rules lean on: its starting balance and its target balance, decimal strings. */
export type ChallengeAccount = { starting_balance: string; target_balance: string | null };

/**
 * The engine's limits from the stored rules, every amount read by `read` (e.g. `(s) => new Decimal(s)`, or to
 * whole cents for the simulation). Without profit_target, the target is target balance − starting when positive.
 */
export function challengeLimits<T>(
  rules: ChallengeRuleSet,
  account: ChallengeAccount,
  math: ChallengeArithmetic<T>,
  read: (decimal: string) => T,
): ChallengeLimits<T> {
  const amount = (value: string | null) => (value === null ? null : read(value));
  const startingBalance = read(account.starting_balance);
  return {
    math,
    startingBalance,
    profitTarget: amount(rules.profit_target ?? targetProfit(account)),
    dailyLoss: dailyLossOf(rules, startingBalance, math, read),
    maxLoss: amount(rules.max_loss),
    maxLossType: rules.max_loss_type,
    trailingLock: read(rules.trailing_lock ?? account.starting_balance),
    minTradingDays: minimumTradingDays(rules),
    consistencyPct: rules.consistency_pct,
  };
}

/** The minimum of trading days, null when the firm has none (no value, or 0: docs/rules/challenges.md#minimum-days). */
export function minimumTradingDays(rules: Pick<ChallengeRuleSet, 'min_trading_days'>): number | null {
  return rules.min_trading_days === 0 ? null : rules.min_trading_days;
}

/**
 * docs/rules/challenges.md#daily-loss: an amount keeps its meaning whatever the basis; a percent of the starting
 * balance is a fixed amount too; a percent of the day-start balance is recomputed at every reset.
 */
function dailyLossOf<T>(
  rules: ChallengeRuleSet,
  startingBalance: T,
  math: ChallengeArithmetic<T>,
  read: (decimal: string) => T,
): DailyLoss<T> | null {
  if (rules.daily_loss_limit !== null) return { kind: 'AMOUNT', amount: read(rules.daily_loss_limit) };
  if (rules.daily_loss_pct === null) return null;
  const basisPoints = Math.round(rules.daily_loss_pct * 100);
  return rules.daily_loss_basis === 'STARTING_BALANCE'
    ? { kind: 'AMOUNT', amount: math.share(startingBalance, basisPoints) }
    : { kind: 'DAY_START_SHARE', basisPoints };
}

function targetProfit(account: ChallengeAccount): string | null {
  if (account.target_balance === null) return null;
  const profit = new Decimal(account.target_balance).minus(account.starting_balance);
  return profit.isPositive() && !profit.isZero() ? profit.toFixed() : null;
}

/** A run carried into another arithmetic (the simulation starts from the live state in numbers). */
export function convertChallengeRun<A, B>(run: ChallengeRun<A>, convert: (value: A) => B): ChallengeRun<B> {
  return {
    balance: convert(run.balance),
    highWater: convert(run.highWater),
    floor: run.floor === null ? null : convert(run.floor),
    dayStart: convert(run.dayStart),
    dayPnl: convert(run.dayPnl),
    dayLow: convert(run.dayLow),
    dayTrades: run.dayTrades,
    tradingDays: run.tradingDays,
    bestDayPnl: convert(run.bestDayPnl),
    breaches: run.breaches.map((breach) => ({
      rule: breach.rule,
      balance: convert(breach.balance),
      limit: convert(breach.limit),
    })),
  };
}
