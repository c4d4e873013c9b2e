/** docs/rules/statistics.md: every interval is a 95 % interval. */
export const CONFIDENCE_LEVEL = 0.95;

/** docs/rules/statistics.md: a difference is significant below this two-sided p-value… */
export const SIGNIFICANCE_LEVEL = 0.05;

/** …and only with at least this many trades on each side of the test. */
export const MIN_TRADES_PER_SIDE = 2;

/** docs/rules/statistics.md: a group of fewer trades is a low sample (« échantillon faible »). */
export const LOW_SAMPLE_SIZE = 30;

/** docs/rules/statistics.md: the SQN multiplies by √min(n, this). */
export const SQN_MAX_TRADES = 100;
