import { rToUnits, UNITS_PER_R } from '../dashboard/fast-parse.ts';
import { outcomeOf } from '../trade/outcome.ts';

/**
 * The sufficient statistics of a group of closed trades with a known R: counts by outcome (docs/rules/trades.md, the
 * stored outcome of a trade with an R) and exact sums in 1/10 000 R (bigint, so a sum of squares never rounds).
 * Every statistic of docs/rules/statistics.md derives from them, so the server can sum them in SQL and the rest of a breakdown
 * (every other trade) is the overall aggregate minus the group's.
 */
export type RAggregate = {
  trades: number;
  wins: number;
  losses: number;
  breakevens: number;
  /** Σ R × 10⁴. */
  r_units: bigint;
  /** Σ (R × 10⁴)². */
  r_sq_units: bigint;
  /** Σ R × 10⁴ of the wins. */
  win_units: bigint;
  /** Σ R × 10⁴ of the losses (≤ 0). */
  loss_units: bigint;
  /**
   * The group's closed trades without R that have an outcome by their net money, and the wins among them: outside
   * every R statistic, inside the win rate (win-rate.ts).
   */
  unknown_r_decided: number;
  unknown_r_wins: number;
};

export const EMPTY_AGGREGATE: RAggregate = Object.freeze({
  trades: 0,
  wins: 0,
  losses: 0,
  breakevens: 0,
  r_units: 0n,
  r_sq_units: 0n,
  win_units: 0n,
  loss_units: 0n,
  unknown_r_decided: 0,
  unknown_r_wins: 0,
});

/** The aggregate of a list of realized R (numbers, or decimal strings as PostgreSQL returns them). */
export function aggregateR(values: readonly (number | string)[]): RAggregate {
  const aggregate = { ...EMPTY_AGGREGATE };
  for (const value of values) {
    const units = BigInt(rToUnits(value));
    const outcome = outcomeOf(Number(units) / UNITS_PER_R);
    aggregate.trades++;
    aggregate.r_units += units;
    aggregate.r_sq_units += units * units;
    if (outcome === 'WIN') {
      aggregate.wins++;
      aggregate.win_units += units;
    } else if (outcome === 'LOSS') {
      aggregate.losses++;
      aggregate.loss_units += units;
    } else aggregate.breakevens++;
  }
  return aggregate;
}

/** Field by field a + sign × b: the union of two disjoint groups (sign 1), or a group taken out of a whole (−1). */
function combine(a: RAggregate, b: RAggregate, sign: 1 | -1): RAggregate {
  const big = BigInt(sign);
  return {
    trades: a.trades + sign * b.trades,
    wins: a.wins + sign * b.wins,
    losses: a.losses + sign * b.losses,
    breakevens: a.breakevens + sign * b.breakevens,
    r_units: a.r_units + big * b.r_units,
    r_sq_units: a.r_sq_units + big * b.r_sq_units,
    win_units: a.win_units + big * b.win_units,
    loss_units: a.loss_units + big * b.loss_units,
    unknown_r_decided: a.unknown_r_decided + sign * b.unknown_r_decided,
    unknown_r_wins: a.unknown_r_wins + sign * b.unknown_r_wins,
  };
}

export const addAggregates = (a: RAggregate, b: RAggregate): RAggregate => combine(a, b, 1);

/** Every trade of `whole` that is not in `part` (a subset of it). */
export const subtractAggregate = (whole: RAggregate, part: RAggregate): RAggregate =>
  combine(whole, part, -1);

/** Mean R of the group; null when empty. */
export function meanR(aggregate: RAggregate): number | null {
  return aggregate.trades === 0 ? null : Number(aggregate.r_units) / aggregate.trades / UNITS_PER_R;
}

/**
 * Sample variance of R (n − 1 denominator), its numerator n·Σx² − (Σx)² computed exactly: a group of equal R
 * has a variance of exactly 0. Null below 2 trades.
 */
export function sampleVarianceR(aggregate: RAggregate): number | null {
  const n = aggregate.trades;
  if (n < 2) return null;
  const numerator = BigInt(n) * aggregate.r_sq_units - aggregate.r_units * aggregate.r_units;
  return Number(numerator) / (n * (n - 1)) / (UNITS_PER_R * UNITS_PER_R);
}
