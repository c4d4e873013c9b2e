import { expect, it } from 'vitest';
import { journalDayOf } from './journal-day.ts';

it('a trade belongs to the local day of its entry: 23:30 UTC is the next day in Paris, the same in New York', () => {
  const lateEntry = Date.parse('2026-11-20T23:30:00Z');
  expect(journalDayOf(lateEntry, 'Europe/Paris')).toBe('2026-11-21');
  expect(journalDayOf(lateEntry, 'America/New_York')).toBe('2026-11-20');
  expect(journalDayOf(lateEntry, 'UTC')).toBe('2026-11-20');
});

it('follows summer time: 22:30 UTC on 1 July is already the 2nd in Paris (UTC+2)', () => {
  expect(journalDayOf(Date.parse('2026-07-01T22:30:00Z'), 'Europe/Paris')).toBe('2026-07-02');
  expect(journalDayOf(Date.parse('2026-07-01T21:59:59Z'), 'Europe/Paris')).toBe('2026-07-01');
});
