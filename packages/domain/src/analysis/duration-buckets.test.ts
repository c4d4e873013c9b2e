// Hand computation: 4 min 59 s → < 5 min; exactly 5 min → < 1 h; 3 h 59 → < 4 h; 23 h → < 1 day;
// 6 days 23 h → < 1 week; exactly 7 days → longer.
import { describe, expect, it } from 'vitest';
import { durationBucket } from './duration-buckets.ts';

const MINUTE = 60_000;

describe('duration buckets (docs/rules/statistics.md)', () => {
  it('puts each holding time in its bucket, upper bounds excluded', () => {
    expect(durationBucket(4 * MINUTE + 59_000)).toBe('UNDER_5_MIN');
    expect(durationBucket(5 * MINUTE)).toBe('UNDER_1_HOUR');
    expect(durationBucket(239 * MINUTE)).toBe('UNDER_4_HOURS');
    expect(durationBucket(23 * 60 * MINUTE)).toBe('UNDER_1_DAY');
    expect(durationBucket((6 * 24 + 23) * 60 * MINUTE)).toBe('UNDER_1_WEEK');
    expect(durationBucket(7 * 24 * 60 * MINUTE)).toBe('LONGER');
    expect(durationBucket(-1)).toBe('UNDER_5_MIN');
  });
});
