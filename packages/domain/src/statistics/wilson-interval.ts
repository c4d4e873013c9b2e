/** The standard normal quantile of a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

/** A confidence interval of a proportion, both bounds in [0, 1]. */
export type ProportionInterval = { low: number; high: number };

/**
 * Wilson's score interval of `successes` out of `trials` (95 % by default): unlike the normal approximation it
 * stays inside [0, 1] and is not empty at 0 or at every trial a success. Null without a trial.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): ProportionInterval | null {
  if (!(trials > 0) || successes < 0 || successes > trials) return null;
  const share = successes / trials;
  const z2 = z * z;
  const centre = share + z2 / (2 * trials);
  const spread = z * Math.sqrt((share * (1 - share)) / trials + z2 / (4 * trials * trials));
  const denominator = 1 + z2 / trials;
  // The bounds at 0 and at every trial a success are exactly 0 and 1: no float residue there.
  return {
    low: successes === 0 ? 0 : Math.max(0, (centre - spread) / denominator),
    high: successes === trials ? 1 : Math.min(1, (centre + spread) / denominator),
  };
}
