import { describe, expect, it } from 'vitest';
import { dateTimeLocalToIso, toDateTimeLocalValue, toDateValue } from './date-input.ts';

describe('entry times on the user’s clock, stored in UTC (DESIGN §4)', () => {
  it('reads a datetime-local value on the local clock and sends it as ISO UTC without milliseconds', () => {
    const local = new Date(2026, 10, 20, 15, 5);
    expect(dateTimeLocalToIso('2026-11-20T15:05')).toBe(local.toISOString().replace('.000Z', 'Z'));
    expect(dateTimeLocalToIso('2026-11-20T15:05')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
  });

  it('refuses what is not a date and time', () => {
    for (const value of ['', '2026-11-20', 'demain', '2026-13-45T99:99'])
      expect(dateTimeLocalToIso(value)).toBeNull();
  });

  it('fills the inputs with the local date and time to the minute', () => {
    const instant = new Date(2026, 0, 5, 7, 3, 59);
    expect(toDateTimeLocalValue(instant)).toBe('2026-01-05T07:03');
    expect(toDateValue(instant)).toBe('2026-01-05');
  });
});
