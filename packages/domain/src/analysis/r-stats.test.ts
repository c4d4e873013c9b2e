// Hand computation. R: 2, −1, 3, −1, 0.02, −0.04, 1.5 (n 7).
//   outcomes (|R| ≤ 0.05 is a breakeven): wins 2, 3, 1.5; losses −1, −1; breakevens 0.02, −0.04
//   win rate 3/7 = 42.857 % → 42.9; Wilson (z = 1.959964): centre (3/7 + z²/14)/(1 + z²/7) = 0.453887,
//     half-width 0.295661 → [15.8, 75.0] %
//   Σ R = 4.48, mean 0.64; Σ(x − 0.64)² = 1.8496 + 2.6896 + 5.5696 + 2.6896 + 0.3844 + 0.4624 + 0.7396 = 14.3848
//   s² = 14.3848/6 = 2.397467, s = 1.548375; t(0.975, 6) = 2.446912; half = 2.446912 × 1.548375/√7 = 1.432008
//     → expectancy_ci [−0.7920, 2.0720]
//   profit factor (2 + 3 + 1.5)/|−2| = 3.25; avg win 6.5/3 = 2.1667; avg loss −1
//   SQN = 0.64/1.548375 × √7 = 1.0936; low sample (7 < 30)
import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../trade/outcome.ts';
import { aggregateR, EMPTY_AGGREGATE, sampleVarianceR } from './r-aggregate.ts';
import { rStats } from './r-stats.ts';

describe('statistics of a group in R (docs/rules/statistics.md)', () => {
  it('gives the hand-computed figures', () => {
    expect(rStats(aggregateR([2, -1, 3, -1, 0.02, -0.04, 1.5]))).toEqual({
      trades: 7,
      wins: 3,
      losses: 2,
      breakevens: 2,
      win_rate: 42.9,
      win_rate_ci: { low: 15.8, high: 75 },
      expectancy: 0.64,
      expectancy_ci: { low: -0.792, high: 2.072 },
      total_r: 4.48,
      profit_factor: 3.25,
      avg_win_r: 2.1667,
      avg_loss_r: -1,
      sqn: 1.0936,
      low_sample: true,
    });
  });

  it('counts in the win rate the trades without R that their net money decides, and in nothing else', () => {
    // The 7 trades above and 3 without R decided by their money: 2 gains, 1 loss. Win rate (3 + 2)/(7 + 3) = 50 %;
    // Wilson with n = 10, p = 0.5: centre 0.5, half-width 1.959964/(1 + 0.384146) × √(0.025 + 0.009604) = 0.2634
    // → [23.7, 76.3] %. Every R figure stays the one of the 7 trades.
    const withR = aggregateR([2, -1, 3, -1, 0.02, -0.04, 1.5]);
    const stats = rStats({ ...withR, unknown_r_decided: 3, unknown_r_wins: 2 });
    expect(stats).toEqual({ ...rStats(withR), win_rate: 50, win_rate_ci: { low: 23.7, high: 76.3 } });
  });

  it('counts wins, losses and breakevens as the stored outcome does, R read from decimal strings', () => {
    const values = ['0.0500', '0.0501', '-0.0500', '-0.0501', '0.0000'];
    const aggregate = aggregateR(values);
    const outcomes = values.map((value) => outcomeOf(Number(value)));
    expect(aggregate.wins).toBe(outcomes.filter((outcome) => outcome === 'WIN').length);
    expect(aggregate.losses).toBe(outcomes.filter((outcome) => outcome === 'LOSS').length);
    expect(aggregate.breakevens).toBe(3);
  });

  it('leaves out what one trade or none cannot give, and has no spread for equal R', () => {
    const one = rStats(aggregateR([1.5]));
    expect(one).toMatchObject({
      trades: 1,
      expectancy: 1.5,
      expectancy_ci: null,
      sqn: null,
      profit_factor: null,
    });
    expect(one.win_rate_ci?.low).toBeGreaterThan(0);
    expect(rStats(EMPTY_AGGREGATE)).toMatchObject({
      trades: 0,
      win_rate: null,
      win_rate_ci: null,
      expectancy: null,
    });
    const equal = aggregateR([0.3333, 0.3333, 0.3333]);
    expect(sampleVarianceR(equal)).toBe(0);
    expect(rStats(equal)).toMatchObject({ sqn: null, expectancy_ci: { low: 0.3333, high: 0.3333 } });
  });

  it('caps the SQN multiplier at √100', () => {
    const values = Array.from({ length: 400 }, (_, index) => (index % 2 === 0 ? 2 : -1));
    // mean 0.5, s² = 400 × 2.25 / 399, SQN = 0.5/s × √100
    const sd = Math.sqrt((400 * 2.25) / 399);
    expect(rStats(aggregateR(values)).sqn).toBeCloseTo((0.5 / sd) * 10, 4);
    expect(rStats(aggregateR(values)).low_sample).toBe(false);
  });
});
