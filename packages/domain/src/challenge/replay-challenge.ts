import { Decimal, toDecimalString, toRoundedNumber } from '../decimal.ts';
import { formatDays } from '../time/civil-date.ts';
import { DECIMAL_ARITHMETIC } from './challenge-arithmetic.ts';
import {
  allowedDailyLoss,
  type ChallengeLimits,
  type ChallengeRun,
  challengeBestDayPnl,
  challengeState,
  closeChallengeDay,
  closeChallengeTrade,
  isChallengeConsistent,
  openChallengeDay,
  startChallenge,
} from './challenge-engine.ts';
import { type ChallengeAccount, challengeLimits } from './challenge-limits.ts';
import type { ChallengeReport, ChallengeReportBreach, ChallengeReportDay } from './challenge-report.ts';
import type { ChallengeRuleSet } from './challenge-types.ts';
import { parseDay, tradingDayResolver } from './trading-day.ts';

/** A closed trade: its id, its net money (decimal string) and its close instant (epoch milliseconds). */
export type ChallengeTrade = { id: number; pnl: string; closedAtMs: number };

export type ChallengeReplayInput = {
  rules: ChallengeRuleSet;
  account: ChallengeAccount & { target_date: string | null };
  /** Closed trades in close order (then id). */
  trades: readonly ChallengeTrade[];
  nowMs: number;
};

/** docs/ui.md: percents with 1 decimal. */
const PERCENT_DECIMALS = 1;

/**
 * docs/rules/challenges.md, the live status: replays the closed trades from the starting balance, day by trading day, in
 * exact decimals; the first breach fails the challenge. When the account's target date is over without a pass
 * (judged on the trades up to that day), a DEADLINE breach fails it.
 */
export function replayChallenge(input: ChallengeReplayInput): ChallengeReport {
  const { rules, account } = input;
  const limits = challengeLimits(rules, account, DECIMAL_ARITHMETIC, (value) => new Decimal(value));
  const run = startChallenge(limits);
  const dayOf = tradingDayResolver(rules.reset_timezone, rules.reset_time);
  const today = dayOf(input.nowMs);
  const deadline = account.target_date === null ? null : parseDay(account.target_date);
  const days: ChallengeReportDay[] = [];
  const breaches: ChallengeReportBreach[] = [];
  let currentDay: number | null = null;
  const finishDay = (day: number) => {
    if (day < today) closeChallengeDay(run, limits);
    days.push(reportDay(day, run));
  };
  const checkDeadline = (day: number) => {
    if (deadline === null || day <= deadline || breaches.length > 0) return;
    if (challengeState(run, limits) !== 'PASSED') breaches.push(deadlineBreach(deadline, run, limits));
  };
  for (const trade of input.trades) {
    const day = dayOf(trade.closedAtMs);
    if (day !== currentDay) {
      if (currentDay !== null) finishDay(currentDay);
      checkDeadline(day);
      openChallengeDay(run, limits);
      currentDay = day;
    }
    const before = run.breaches.length;
    closeChallengeTrade(run, limits, new Decimal(trade.pnl));
    if (before === 0 && breaches.length === 0) {
      for (const event of run.breaches) {
        breaches.push({ rule: event.rule, date: formatDays(day), trade: trade.id, ...moneyOf(event) });
      }
    }
  }
  if (currentDay !== null) finishDay(currentDay);
  checkDeadline(today);
  return report(run, limits, breaches, days, currentDay === today);
}

const moneyOf = (event: { balance: Decimal; limit: Decimal }) => ({
  balance: toDecimalString(event.balance),
  limit: toDecimalString(event.limit),
});

function deadlineBreach(
  deadline: number,
  run: ChallengeRun<Decimal>,
  limits: ChallengeLimits<Decimal>,
): ChallengeReportBreach {
  const target = limits.profitTarget === null ? null : limits.startingBalance.plus(limits.profitTarget);
  return {
    rule: 'DEADLINE',
    date: formatDays(deadline),
    trade: null,
    balance: toDecimalString(run.balance),
    limit: target === null ? null : toDecimalString(target),
  };
}

function reportDay(day: number, run: ChallengeRun<Decimal>): ChallengeReportDay {
  return {
    date: formatDays(day),
    pnl: toDecimalString(run.dayPnl),
    low: toDecimalString(run.dayLow),
    balance_end: toDecimalString(run.balance),
    floor: run.floor === null ? null : toDecimalString(run.floor),
  };
}

function report(
  run: ChallengeRun<Decimal>,
  limits: ChallengeLimits<Decimal>,
  breaches: ChallengeReportBreach[],
  days: ChallengeReportDay[],
  tradedToday: boolean,
): ChallengeReport {
  const profit = run.balance.minus(limits.startingBalance);
  const best = challengeBestDayPnl(run, limits);
  const percentOf = (part: Decimal, whole: Decimal) =>
    toRoundedNumber(part.times(100).dividedBy(whole), PERCENT_DECIMALS);
  const target = limits.profitTarget;
  const lossToday = tradedToday && run.dayPnl.isNegative() ? run.dayPnl.negated() : new Decimal(0);
  // Without a close today, today's reset balance is the balance now.
  const allowedToday = allowedDailyLoss(limits, tradedToday ? run.dayStart : run.balance);
  return {
    state: breaches.length > 0 ? 'FAILED' : challengeState(run, limits),
    balance: toDecimalString(run.balance),
    profit: toDecimalString(profit),
    progress_pct: target === null ? null : percentOf(profit, target),
    trading_days: run.tradingDays,
    best_day_share_pct: best.isPositive() && !best.isZero() && profit.gt(0) ? percentOf(best, profit) : null,
    consistency_ok: isChallengeConsistent(run, limits),
    floor: run.floor === null ? null : toDecimalString(run.floor),
    headroom: run.floor === null ? null : toDecimalString(run.balance.minus(run.floor)),
    daily_loss_used_today: toDecimalString(lossToday),
    daily_loss_limit_today: allowedToday === null ? null : toDecimalString(allowedToday),
    breaches,
    days,
  };
}
