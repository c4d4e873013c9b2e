// Reference values. Quantiles t(0.975, df) and t(0.995, df) from the published two-sided t table (6 decimals):
//   df 1: 12.706205, 63.656741   df 2: 4.302653, 9.924843   df 5: 2.570582, 4.032143
//   df 10: 2.228139, 3.169273    df 30: 2.042272, 2.749996   df 100: 1.983972, 2.625891
// Two-sided tails in closed form, by hand: df = 1 is Cauchy, P(|T| ≥ t) = 1 − 2·atan(t)/π, so t = 0.5 gives
// 1 − 2 × 0.463647609/π = 0.704832765; df = 2 has P(|T| ≥ t) = 1 − t/√(t² + 2), so t = 2 gives 1 − 2/√6 =
// 0.183503419. A non-integer df (Welch's) checked against SciPy 1.17: 2·sf(1.0, 7.5) = 0.348476026.
import { describe, expect, it } from 'vitest';
import {
  logGamma,
  regularizedIncompleteBeta,
  studentTCdf,
  studentTQuantile,
  studentTTwoSidedP,
} from './t-distribution.ts';

const TABLE: [df: number, t975: number, t995: number][] = [
  [1, 12.706205, 63.656741],
  [2, 4.302653, 9.924843],
  [5, 2.570582, 4.032143],
  [10, 2.228139, 3.169273],
  [30, 2.042272, 2.749996],
  [100, 1.983972, 2.625891],
];

describe('Student t distribution', () => {
  it('gives the published quantiles to 1e-6', () => {
    for (const [df, t975, t995] of TABLE) {
      expect(Math.abs(studentTQuantile(0.975, df) - t975)).toBeLessThanOrEqual(1e-6);
      expect(Math.abs(studentTQuantile(0.995, df) - t995)).toBeLessThanOrEqual(1e-6);
      expect(studentTQuantile(0.025, df)).toBeCloseTo(-studentTQuantile(0.975, df), 12);
    }
    expect(studentTQuantile(0.5, 7)).toBe(0);
  });

  it('gives the hand-computed two-sided tails and a cdf that is their complement', () => {
    expect(Math.abs(studentTTwoSidedP(0.5, 1) - (1 - (2 * Math.atan(0.5)) / Math.PI))).toBeLessThan(1e-12);
    expect(Math.abs(studentTTwoSidedP(2, 2) - (1 - 2 / Math.sqrt(6)))).toBeLessThan(1e-12);
    expect(Math.abs(studentTTwoSidedP(-2, 2) - (1 - 2 / Math.sqrt(6)))).toBeLessThan(1e-12);
    expect(Math.abs(studentTTwoSidedP(1, 7.5) - 0.348476026)).toBeLessThan(1e-9);
    expect(studentTTwoSidedP(0, 4)).toBeCloseTo(1, 12);
    expect(studentTTwoSidedP(Number.POSITIVE_INFINITY, 4)).toBe(0);
    expect(studentTCdf(2, 2)).toBeCloseTo(0.5 + 1 / Math.sqrt(6), 12);
    expect(studentTCdf(-2, 2)).toBeCloseTo(0.5 - 1 / Math.sqrt(6), 12);
  });

  it('rests on an exact ln Γ and incomplete beta', () => {
    expect(logGamma(10)).toBeCloseTo(Math.log(362_880), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    // I_x(1, 1) = x; I_x(2, 1) = x².
    expect(regularizedIncompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 12);
    expect(regularizedIncompleteBeta(0.3, 2, 1)).toBeCloseTo(0.09, 12);
    expect(regularizedIncompleteBeta(0, 2, 3)).toBe(0);
    expect(regularizedIncompleteBeta(1, 2, 3)).toBe(1);
  });
});
