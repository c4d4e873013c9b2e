import { roundRatio } from '../decimal.ts';
import { type Interval, wilsonInterval } from './intervals.ts';

/** Percentages (the win rate and its interval) have 1 decimal (docs/rules/statistics.md). */
const PERCENT_DECIMALS = 1;

const percent = (fraction: number): number => roundRatio(100 * fraction, PERCENT_DECIMALS);

/**
 * The one win rate of every page (docs/rules/statistics.md#one-figure-one-definition): the wins among the closed
 * trades in scope that have an outcome — from their R, else from the sign of their net money — break-evens in the
 * denominator, in % with 1 decimal, with its Wilson 95 % interval; null without such a trade.
 */
export function winRate(
  wins: number,
  decided: number,
): { win_rate: number | null; win_rate_ci: Interval | null } {
  const wilson = wilsonInterval(wins, decided);
  return {
    win_rate: decided === 0 ? null : percent(wins / decided),
    win_rate_ci: wilson && { low: percent(wilson.low), high: percent(wilson.high) },
  };
}
