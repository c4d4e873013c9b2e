import { Decimal, parseDecimal, toRoundedNumber } from '../decimal.ts';
import type { DecimalInput } from '../types.ts';

/** Progress of a backtest goal (docs/rules/backtests.md#goals). */
export type GoalProgress = {
  /** Logged / target × 100, 1 decimal, not capped (the UI caps its bar at 100 %). */
  progress_percent: number;
  total_minutes: number;
  /** Minutes still to log, never below 0. */
  remaining_minutes: number;
};

const minutes = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/** Progress of a goal from its target and the minutes logged (Σ of its time logs); 0 % for a target ≤ 0. */
export function goalProgress(targetMinutes: number, loggedMinutes: number): GoalProgress {
  const target = minutes(targetMinutes);
  const logged = minutes(loggedMinutes);
  return {
    progress_percent: target > 0 ? toRoundedNumber(new Decimal(logged).times(100).dividedBy(target), 1) : 0,
    total_minutes: logged,
    remaining_minutes: Math.max(0, target - logged),
  };
}

/** Σ of time-log durations in minutes (non-finite or negative durations count as 0). */
export function loggedMinutes(timeLogs: readonly { duration_minutes: number }[]): number {
  return timeLogs.reduce((total, log) => total + minutes(log.duration_minutes), 0);
}

/**
 * Progress of a capital account toward its target (docs/rules/money.md#capital-accounts): (current − starting) / (target − starting) × 100,
 * rounded once to `places` decimals (4 by default; the API sends 1, docs/ui.md); null without a target, when
 * target = starting, or when a balance does not parse.
 */
export function accountProgressPct(
  account: {
    starting_balance: DecimalInput;
    current_balance: DecimalInput;
    target_balance: DecimalInput | null;
  },
  places = 4,
): number | null {
  if (account.target_balance === null) return null;
  const starting = parseDecimal(account.starting_balance);
  const current = parseDecimal(account.current_balance);
  const target = parseDecimal(account.target_balance);
  if (!starting || !current || !target || target.equals(starting)) return null;
  return toRoundedNumber(current.minus(starting).dividedBy(target.minus(starting)).times(100), places);
}
