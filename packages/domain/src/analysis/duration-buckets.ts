/** docs/rules/statistics.md: the holding-time buckets of the `duration` breakdown, shortest first. */
export const DURATION_BUCKETS = [
  'UNDER_5_MIN',
  'UNDER_1_HOUR',
  'UNDER_4_HOURS',
  'UNDER_1_DAY',
  'UNDER_1_WEEK',
  'LONGER',
] as const;
export type DurationBucket = (typeof DURATION_BUCKETS)[number];

const MINUTE_MS = 60_000;

/** Upper bound (exclusive, in ms) of every bucket but the last, shortest first (the server's SQL uses them too). */
export const DURATION_BUCKET_LIMITS_MS: readonly [DurationBucket, number][] = [
  ['UNDER_5_MIN', 5 * MINUTE_MS],
  ['UNDER_1_HOUR', 60 * MINUTE_MS],
  ['UNDER_4_HOURS', 4 * 60 * MINUTE_MS],
  ['UNDER_1_DAY', 24 * 60 * MINUTE_MS],
  ['UNDER_1_WEEK', 7 * 24 * 60 * MINUTE_MS],
];

/** The bucket of a holding time in milliseconds (close − entry); a negative time counts as 0. */
export function durationBucket(holdMs: number): DurationBucket {
  for (const [bucket, limit] of DURATION_BUCKET_LIMITS_MS) if (holdMs < limit) return bucket;
  return 'LONGER';
}
