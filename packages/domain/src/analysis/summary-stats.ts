import { roundRatio } from '../decimal.ts';
import { R_DECIMALS } from '../trade/outcome.ts';
import type { RStats } from './r-stats.ts';

/** Shares in % have 1 decimal, like the win rate. */
const PERCENT_DECIMALS = 1;

/**
 * Kelly fraction W − (1 − W) / b (docs/rules/statistics.md), W the win rate as a fraction and b = avg win R / |avg loss R|;
 * null without a win or a loss. Negative when the edge is negative: bet nothing.
 */
export function kellyFraction(
  stats: Pick<RStats, 'trades' | 'wins' | 'avg_win_r' | 'avg_loss_r'>,
): number | null {
  if (stats.trades === 0 || stats.avg_win_r === null || stats.avg_loss_r === null) return null;
  const winRate = stats.wins / stats.trades;
  const payoff = stats.avg_win_r / Math.abs(stats.avg_loss_r);
  return roundRatio(winRate - (1 - winRate) / payoff, R_DECIMALS);
}

/** `part / whole` in % with 1 decimal; null when `whole` is 0. */
export function sharePct(part: number, whole: number): number | null {
  return whole === 0 ? null : roundRatio((100 * part) / whole, PERCENT_DECIMALS);
}

/** How often a planned target position was reached: `trades` that planned it, `hits` that reached it. */
export type TargetCount = { position: number; trades: number; hits: number };

/** docs/rules/statistics.md's `target_hit_rates`: by position (TP1 first), the hit rate in % over the trades that planned it. */
export function targetHitRates(
  counts: readonly TargetCount[],
): { position: number; trades: number; hit_rate: number }[] {
  return [...counts]
    .filter((count) => count.trades > 0)
    .sort((a, b) => a.position - b.position)
    .map((count) => ({
      position: count.position,
      trades: count.trades,
      hit_rate: sharePct(count.hits, count.trades) ?? 0,
    }));
}

/** Mean of a list (management R of the trades that have one), rounded to 4 decimals; null when empty. */
export function averageR(sum: number, count: number): number | null {
  return count === 0 ? null : roundRatio(sum / count, R_DECIMALS);
}
