import { UNITS_PER_R } from '../dashboard/fast-parse.ts';
import { roundRatio } from '../decimal.ts';
import { R_DECIMALS } from '../trade/outcome.ts';
import { type Interval, meanInterval } from './intervals.ts';
import { meanR, type RAggregate, sampleVarianceR } from './r-aggregate.ts';
import { LOW_SAMPLE_SIZE, SQN_MAX_TRADES } from './thresholds.ts';
import { winRate } from './win-rate.ts';

/** The statistics in R of docs/rules/statistics.md (the contract's Stats without the money and the skipped count). */
export type RStats = {
  trades: number;
  wins: number;
  losses: number;
  breakevens: number;
  /**
   * The one win rate (win-rate.ts): over these trades and the group's trades without R that have an outcome by
   * their net money, so it may differ from wins / trades.
   */
  win_rate: number | null;
  /** Wilson 95 % interval of the win rate, in %. */
  win_rate_ci: Interval | null;
  /** Mean R. */
  expectancy: number | null;
  /** Student t 95 % interval of the mean R; null below 2 trades. */
  expectancy_ci: Interval | null;
  total_r: number;
  /** Σ R of the wins / |Σ R of the losses|; null without a loss. */
  profit_factor: number | null;
  avg_win_r: number | null;
  avg_loss_r: number | null;
  /** mean / sample sd × √min(n, 100); null below 2 trades or when every R is equal. */
  sqn: number | null;
  /** Fewer than 30 trades. */
  low_sample: boolean;
};

const roundR = (value: number): number => roundRatio(value, R_DECIMALS);
const unitsToR = (units: bigint, count: number): number => Number(units) / count / UNITS_PER_R;

/** The statistics of a group from its aggregate; R figures rounded to 4 decimals. */
export function rStats(aggregate: RAggregate): RStats {
  const { trades, wins, losses } = aggregate;
  const mean = meanR(aggregate);
  const variance = sampleVarianceR(aggregate);
  const interval = meanInterval(trades, mean, variance);
  const sd = variance === null ? 0 : Math.sqrt(variance);
  return {
    trades,
    wins,
    losses,
    breakevens: aggregate.breakevens,
    ...winRate(wins + aggregate.unknown_r_wins, trades + aggregate.unknown_r_decided),
    expectancy: mean === null ? null : roundR(mean),
    expectancy_ci: interval && { low: roundR(interval.low), high: roundR(interval.high) },
    total_r: unitsToR(aggregate.r_units, 1),
    profit_factor:
      losses === 0 ? null : roundR(Number(aggregate.win_units) / Math.abs(Number(aggregate.loss_units))),
    avg_win_r: wins === 0 ? null : roundR(unitsToR(aggregate.win_units, wins)),
    avg_loss_r: losses === 0 ? null : roundR(unitsToR(aggregate.loss_units, losses)),
    sqn: mean === null || sd === 0 ? null : roundR((mean / sd) * Math.sqrt(Math.min(trades, SQN_MAX_TRADES))),
    low_sample: trades < LOW_SAMPLE_SIZE,
  };
}
