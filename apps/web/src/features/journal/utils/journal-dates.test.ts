import { expect, it } from 'vitest';
import { formatJournalDate, journalDateOf, shiftDay, todayIn } from './journal-dates.ts';

it('today is the trader’s local day; a step is a calendar day, across months and DST', () => {
  expect(todayIn('Europe/Paris', Date.parse('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
  expect(todayIn('America/New_York', Date.parse('2026-11-20T23:30:00Z'))).toBe('2026-11-20');
  expect(shiftDay('2026-03-31', 1)).toBe('2026-04-01');
  expect(shiftDay('2026-03-29', -1)).toBe('2026-03-28');
});

it('reads only real days from the route, and titles them in French', () => {
  expect(journalDateOf('2026-11-16')).toBe('2026-11-16');
  expect(journalDateOf('2026-02-30')).toBeNull();
  expect(journalDateOf('demain')).toBeNull();
  expect(formatJournalDate('2026-11-16')).toBe('lundi 16 novembre 2026');
});
