import { describe, expect, it } from 'vitest';
import {
  dateRangeParams,
  dayRangeQuery,
  defaultDateRange,
  entryDateQuery,
  isApplicableRange,
  readDateRange,
} from './date-range.ts';
import { userTimeZone } from './format.ts';

describe('date range filter (docs/ui.md)', () => {
  it('defaults to the last 90 days', () => {
    expect(defaultDateRange(new Date(2026, 4, 31, 18, 30))).toEqual({
      from: '2026-03-02',
      to: '2026-05-31',
      allTime: false,
    });
  });

  it('refuses From after To unless all time', () => {
    expect(isApplicableRange({ from: '2026-05-02', to: '2026-05-01', allTime: false })).toBe(false);
    expect(isApplicableRange({ from: '2026-05-02', to: '2026-05-01', allTime: true })).toBe(true);
    expect(isApplicableRange({ from: '2026-05-01', to: '2026-05-01', allTime: false })).toBe(true);
  });

  it('keeps the range in the address, and reads an unreadable one as the default', () => {
    const range = { from: '2026-05-01', to: '2026-05-31', allTime: false };
    expect(readDateRange(dateRangeParams(range))).toEqual(range);
    expect(dateRangeParams({ ...range, allTime: true }).toString()).toBe('all=1');
    expect(readDateRange(new URLSearchParams('all=1')).allTime).toBe(true);
    expect(readDateRange(new URLSearchParams('from=hier&to=2026-05-31'))).toEqual({
      ...defaultDateRange(),
      to: '2026-05-31',
    });
  });
});

describe('one encoding of the range for the dashboard and the trade list', () => {
  it('is whole days in a time zone, no days for all time', () => {
    const range = { from: '2026-05-01', to: '2026-05-31', allTime: false };
    expect(dayRangeQuery(range, 'Europe/Paris')).toEqual({
      tz: 'Europe/Paris',
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(dayRangeQuery({ ...range, allTime: true }, 'Europe/Paris')).toEqual({ tz: 'Europe/Paris' });
  });

  it('gives the trade list the first and last millisecond of those days in that zone', () => {
    expect(entryDateQuery({ tz: 'America/New_York', from: '2026-11-01', to: '2026-11-15' })).toEqual({
      entry_date__gte: '2026-11-01T04:00:00.000Z',
      entry_date__lte: '2026-11-16T04:59:59.999Z',
    });
    // Paris moves to summer time on 29 March 2026: that day has 23 hours.
    expect(entryDateQuery({ tz: 'Europe/Paris', from: '2026-03-29', to: '2026-03-29' })).toEqual({
      entry_date__gte: '2026-03-28T23:00:00.000Z',
      entry_date__lte: '2026-03-29T21:59:59.999Z',
    });
    expect(entryDateQuery({ tz: 'Europe/Paris' })).toEqual({});
  });

  it('in the user’s zone, are the days of the user’s calendar', () => {
    const days = dayRangeQuery({ from: '2026-05-01', to: '2026-05-31', allTime: false }, userTimeZone());
    expect(entryDateQuery(days)).toEqual({
      entry_date__gte: new Date(2026, 4, 1, 0, 0, 0, 0).toISOString(),
      entry_date__lte: new Date(2026, 4, 31, 23, 59, 59, 999).toISOString(),
    });
  });
});
