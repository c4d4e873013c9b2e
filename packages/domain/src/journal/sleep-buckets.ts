/** docs/rules/journal.md#analysis: the buckets of the `sleep` breakdown, shortest night first. */
export const SLEEP_BUCKETS = ['UNDER_6_H', 'UNDER_7_H', 'UNDER_8_H', 'FROM_8_H'] as const;
export type SleepBucket = (typeof SLEEP_BUCKETS)[number];

/** Upper bound (exclusive, in hours) of every bucket but the last (the server's SQL uses them too). */
export const SLEEP_BUCKET_LIMITS_HOURS: readonly [SleepBucket, number][] = [
  ['UNDER_6_H', 6],
  ['UNDER_7_H', 7],
  ['UNDER_8_H', 8],
];
