import { describe, expect, it } from 'vitest';
import { defaultDateRange, entryDateQuery, isApplicableRange } from './date-range.ts';

describe('date range filter (SPEC §2, §9)', () => {
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

  it('sends whole days of the user’s calendar as UTC instants, nothing for all time', () => {
    expect(entryDateQuery({ from: '2026-05-01', to: '2026-05-31', allTime: false })).toEqual({
      entry_date__gte: new Date(2026, 4, 1, 0, 0, 0, 0).toISOString(),
      entry_date__lte: new Date(2026, 4, 31, 23, 59, 59, 999).toISOString(),
    });
    expect(entryDateQuery({ from: '2026-05-01', to: '2026-05-31', allTime: true })).toEqual({});
  });
});
