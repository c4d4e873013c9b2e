import { rToUnits, UNITS_PER_R } from '../dashboard/fast-parse.ts';
import type { Outcome } from '../types.ts';

/** A closed trade in close-date order: its stored outcome and its R (null when unknown, docs/rules/trades.md). */
export type SequencedTrade = { outcome: Outcome; r: number | string | null };

/** What the order of the trades says (docs/rules/statistics.md's summary). */
export type SequenceStats = {
  longest_win_streak: number;
  longest_loss_streak: number;
  best_r: number | null;
  worst_r: number | null;
  /** Deepest fall of the cumulative R from its running peak (the curve starts at 0), ≥ 0. */
  max_drawdown_r: number;
};

/**
 * One pass over the closed trades in close-date order. Streaks follow every trade's stored outcome (a trade with
 * an unknown R has one, from its money) and a breakeven ends both; best, worst and the drawdown use the known R,
 * in exact 1/10 000 units.
 */
export function sequenceStats(trades: Iterable<SequencedTrade>): SequenceStats {
  let winStreak = 0;
  let lossStreak = 0;
  let longestWin = 0;
  let longestLoss = 0;
  let best: number | null = null;
  let worst: number | null = null;
  let equity = 0;
  let peak = 0;
  let maxDrawdown = 0;
  for (const trade of trades) {
    winStreak = trade.outcome === 'WIN' ? winStreak + 1 : 0;
    lossStreak = trade.outcome === 'LOSS' ? lossStreak + 1 : 0;
    longestWin = Math.max(longestWin, winStreak);
    longestLoss = Math.max(longestLoss, lossStreak);
    if (trade.r === null) continue;
    const units = rToUnits(trade.r);
    best = best === null ? units : Math.max(best, units);
    worst = worst === null ? units : Math.min(worst, units);
    equity += units;
    peak = Math.max(peak, equity);
    maxDrawdown = Math.max(maxDrawdown, peak - equity);
  }
  return {
    longest_win_streak: longestWin,
    longest_loss_streak: longestLoss,
    best_r: best === null ? null : best / UNITS_PER_R,
    worst_r: worst === null ? null : worst / UNITS_PER_R,
    max_drawdown_r: maxDrawdown / UNITS_PER_R,
  };
}
