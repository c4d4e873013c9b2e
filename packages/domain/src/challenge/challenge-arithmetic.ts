import { Decimal } from '../decimal.ts';

/**
 * The few operations the challenge engine needs, so one engine serves both callers (docs/rules/challenges.md): exact Decimal
 * for the live status, plain numbers for the simulation (exact too while they hold whole cents, see
 * challenge-engine.property.test.ts).
 */
export type ChallengeArithmetic<T> = {
  zero: T;
  add: (a: T, b: T) => T;
  subtract: (a: T, b: T) => T;
  /** a × factor, the factor a plain number (a percentage). */
  scale: (a: T, factor: number) => T;
  /**
   * a × basisPoints / 10 000, basisPoints a whole number (a percent with 2 decimals × 100). On whole cents the
   * plain-number quotient is the exact one, or a non-integer that no whole-cent balance can equal.
   */
  share: (a: T, basisPoints: number) => T;
  atMost: (a: T, b: T) => boolean;
  max: (a: T, b: T) => T;
  min: (a: T, b: T) => T;
};

export const DECIMAL_ARITHMETIC: ChallengeArithmetic<Decimal> = {
  zero: new Decimal(0),
  add: (a, b) => a.plus(b),
  subtract: (a, b) => a.minus(b),
  scale: (a, factor) => a.times(factor),
  share: (a, basisPoints) => a.times(basisPoints).dividedBy(10_000),
  atMost: (a, b) => a.lte(b),
  max: (a, b) => (a.gte(b) ? a : b),
  min: (a, b) => (a.lte(b) ? a : b),
};

export const NUMBER_ARITHMETIC: ChallengeArithmetic<number> = {
  zero: 0,
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  scale: (a, factor) => a * factor,
  share: (a, basisPoints) => (a * basisPoints) / 10_000,
  atMost: (a, b) => a <= b,
  max: (a, b) => (a >= b ? a : b),
  min: (a, b) => (a <= b ? a : b),
};
