// Hand computation. Group A: R 1, −1, −1, 2, −1, 3 (n 6); group B: R −1, −1, 0.5, −1, −1 (n 5).
//   mean A = 3/6 = 0.5; Σ(x − 0.5)² = 0.25 + 2.25 × 3 + 2.25 + 6.25 = 15.5 → s²_A = 15.5/5 = 3.1
//   mean B = −3.5/5 = −0.7; Σ(x − (−0.7))² = 0.09 × 4 + 1.44 = 1.8 → s²_B = 1.8/4 = 0.45
//   s²_A/n_A = 0.516667, s²_B/n_B = 0.09, sum 0.606667, √ = 0.778888
//   t = (0.5 + 0.7) / 0.778888 = 1.540658
//   df = 0.606667² / (0.516667²/5 + 0.09²/4) = 0.368044 / (0.053389 + 0.002025) = 6.641736
//   p = P(|T_6.64| ≥ 1.540658) = 0.169584 (SciPy 1.17 ttest_ind(equal_var=False): 0.1695843673) → not significant.
// A clear case: 2, 3, 2.5, 3, 2 against −1, −1, −0.5, −1, −1: t = 13.880442, df = 5.538462, p = 1.63166e-5.
import { describe, expect, it } from 'vitest';
import { aggregateR } from './r-aggregate.ts';
import { welchTest } from './welch.ts';

describe("Welch's two-sample t-test", () => {
  it('gives the hand-computed difference and p-value', () => {
    const test = welchTest(aggregateR([1, -1, -1, 2, -1, 3]), aggregateR([-1, -1, 0.5, -1, -1]));
    expect(test.difference).toBe(1.2);
    expect(test.p_value).toBeCloseTo(0.1695843673, 8);
    expect(test.significant).toBe(false);
  });

  it('calls a clear difference significant, either way round', () => {
    const better = aggregateR([2, 3, 2.5, 3, 2]);
    const worse = aggregateR([-1, -1, -0.5, -1, -1]);
    const test = welchTest(better, worse);
    expect(test.p_value).toBeCloseTo(1.6316583e-5, 10);
    expect(test.significant).toBe(true);
    expect(welchTest(worse, better)).toEqual({ ...test, difference: -3.4 });
  });

  it('gives no p-value with fewer than 2 trades on a side or without any spread', () => {
    expect(welchTest(aggregateR([3]), aggregateR([1, -1, 2]))).toEqual({
      difference: 2.3333,
      p_value: null,
      significant: false,
    });
    expect(welchTest(aggregateR([]), aggregateR([1, -1]))).toEqual({
      difference: null,
      p_value: null,
      significant: false,
    });
    expect(welchTest(aggregateR([2, 2]), aggregateR([-1, -1, -1]))).toEqual({
      difference: 3,
      p_value: null,
      significant: false,
    });
  });
});
