import { describe, expect, it } from 'vitest';
import { CLOSE_DATE_MESSAGES, validateCloseDate } from './close-date.ts';

// A trade entered at 09:00 UTC, closed while the server's clock reads 12:00 UTC.
const entry = '2026-11-20T09:00:00Z';
const now = new Date('2026-11-20T12:00:00Z');
const minutesAfterNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('validateCloseDate', () => {
  it('refuses a close before the entry', () => {
    expect(validateCloseDate(entry, '2026-11-20T08:59:59Z', now)).toEqual({
      close_date: [CLOSE_DATE_MESSAGES.beforeEntry],
    });
  });

  it('accepts a close at the very instant of the entry', () => {
    expect(validateCloseDate(entry, entry, now)).toEqual({});
  });

  it('accepts a close 4 minutes ahead of the clock (a client clock a little fast)', () => {
    expect(validateCloseDate(entry, minutesAfterNow(4), now)).toEqual({});
  });

  it('refuses a close 6 minutes ahead of the clock', () => {
    expect(validateCloseDate(entry, minutesAfterNow(6), now)).toEqual({
      close_date: [CLOSE_DATE_MESSAGES.inFuture],
    });
  });

  it('reads offsets: 10:30+02:00 is 08:30 UTC, before the entry', () => {
    expect(validateCloseDate(entry, '2026-11-20T10:30:00+02:00', now)).toEqual({
      close_date: [CLOSE_DATE_MESSAGES.beforeEntry],
    });
  });

  it('refuses an unreadable date rather than guessing', () => {
    expect(validateCloseDate(entry, 'hier', now)).toEqual({ close_date: [CLOSE_DATE_MESSAGES.invalid] });
  });
});
