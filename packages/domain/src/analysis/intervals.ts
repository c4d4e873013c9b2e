import { studentTQuantile } from './t-distribution.ts';
import { CONFIDENCE_LEVEL } from './thresholds.ts';

/** A two-sided interval `[low, high]`. */
export type Interval = { low: number; high: number };

/** The standard normal's quantile at 1 − (1 − 95 %) / 2 = 0.975. */
const NORMAL_Z_95 = 1.959_963_984_540_054;

/** Upper-tail probability of a two-sided interval at CONFIDENCE_LEVEL: 0.975. */
const TWO_SIDED_QUANTILE = 1 - (1 - CONFIDENCE_LEVEL) / 2;

/**
 * Wilson score interval (95 %) of a proportion `successes / n`, as fractions in [0, 1]; null when n = 0.
 * centre = (p + z²/2n) / (1 + z²/n), half-width = z / (1 + z²/n) × √(p(1 − p)/n + z²/4n²).
 */
export function wilsonInterval(successes: number, n: number): Interval | null {
  if (n === 0) return null;
  const p = successes / n;
  const z2 = NORMAL_Z_95 * NORMAL_Z_95;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (NORMAL_Z_95 / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Student t interval (95 %) of a mean from n values with sample variance `variance`: mean ± t(0.975, n − 1) ×
 * √(variance / n). Null below 2 values.
 */
export function meanInterval(n: number, mean: number | null, variance: number | null): Interval | null {
  if (n < 2 || mean === null || variance === null) return null;
  const half = studentTQuantile(TWO_SIDED_QUANTILE, n - 1) * Math.sqrt(variance / n);
  return { low: mean - half, high: mean + half };
}
