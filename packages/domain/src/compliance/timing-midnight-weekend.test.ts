import { describe, expect, it } from 'vitest';
import { createDefaultComplianceConfig } from './defaults.ts';
import { timingClass } from './timing.ts';

/*
 * Friday-night session in UTC: preferred 23:55 ± 10 on Friday (day 5), secondary 00:05 ± 10.
 * Saturday 00:03 is 8 minutes after Friday's 23:55 slot → PREFERRED (the slot belongs to Friday).
 * Friday 00:03 would belong to Thursday's slot, and Thursday is not a preferred day → secondary 00:05 on Friday →
 * SECONDARY. Monday 00:03: Sunday's 23:55 slot is not on a preferred day, Monday is not one either → OUTSIDE.
 */
const lateSession = {
  timezone: 'UTC',
  timing_preferred: [{ time: '23:55', tolerance_min: 10, days: [5] }],
  timing_secondary: [{ time: '00:05', tolerance_min: 10 }],
};

describe('timing around midnight', () => {
  it('wraps distances across midnight onto the slot’s own day', () => {
    expect(timingClass('2026-05-16T00:03:00Z', lateSession)).toBe('PREFERRED'); // Saturday 00:03
    expect(timingClass('2026-05-15T23:50:00Z', lateSession)).toBe('PREFERRED'); // Friday 23:50
    expect(timingClass('2026-05-15T00:03:00Z', lateSession)).toBe('SECONDARY'); // Friday 00:03
    expect(timingClass('2026-05-18T00:03:00Z', lateSession)).toBe('OUTSIDE'); // Monday 00:03
  });

  it('reaches a secondary slot just after midnight from the evening before', () => {
    // Thursday 23:58 is 7 minutes before Friday's 00:05 secondary slot.
    expect(timingClass('2026-05-14T23:58:00Z', lateSession)).toBe('SECONDARY');
    // Wednesday 23:58 is 7 minutes before Thursday's 00:05, and Thursday is not a preferred day.
    expect(timingClass('2026-05-13T23:58:00Z', lateSession)).toBe('OUTSIDE');
  });
});

describe('timing on weekends with the default configuration (New York)', () => {
  const config = createDefaultComplianceConfig();

  it('is outside on Saturday and Sunday, even at the preferred and secondary times', () => {
    expect(timingClass('2026-05-16T14:00:00Z', config)).toBe('OUTSIDE'); // Sat 10:00 EDT
    expect(timingClass('2026-05-17T18:00:00Z', config)).toBe('OUTSIDE'); // Sun 14:00 EDT
  });

  it('is the New York weekday that counts, not the UTC one', () => {
    // Friday 22:05 EDT is already Saturday 02:05 UTC.
    expect(timingClass('2026-05-16T02:05:00Z', config)).toBe('SECONDARY');
    // Sunday 22:05 EDT is Monday 02:05 UTC: still Sunday in New York.
    expect(timingClass('2026-05-18T02:05:00Z', config)).toBe('OUTSIDE');
  });

  it('is outside for an instant that does not parse, and an unknown zone reads as UTC', () => {
    expect(timingClass('not a date', config)).toBe('OUTSIDE');
    expect(timingClass('2026-05-18T10:00:00Z', { ...config, timezone: 'Mars/Olympus' })).toBe('PREFERRED');
  });
});
