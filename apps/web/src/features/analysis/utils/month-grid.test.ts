import { describe, expect, it } from 'vitest';
import { isMonth, monthOf, monthWeeks, shiftMonth } from './month-grid.ts';

describe('month grid (Monday first)', () => {
  it('starts November 2026 (a Sunday the 1st) on Monday 26 October and ends on Sunday 6 December', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-10-26', inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', inMonth: true });
    expect(weeks[5]?.[0]).toEqual({ date: '2026-11-30', inMonth: true });
    expect(weeks[5]?.[6]).toEqual({ date: '2026-12-06', inMonth: false });
    expect(weeks.flat().filter((cell) => cell.inMonth)).toHaveLength(30);
  });

  it('needs only four weeks for February 2027 (28 days from a Monday)', () => {
    const weeks = monthWeeks('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((cell) => cell.inMonth)).toBe(true);
    expect(weeks[3]?.[6]?.date).toBe('2027-02-28');
  });

  it('counts 29 days in February 2028 and crosses the DST change of March without a gap', () => {
    expect(
      monthWeeks('2028-02')
        .flat()
        .filter((cell) => cell.inMonth),
    ).toHaveLength(29);
    const march = monthWeeks('2026-03').flat();
    expect(march.map((cell) => cell.date)).toContain('2026-03-29');
    expect(new Set(march.map((cell) => cell.date)).size).toBe(march.length);
  });

  it('moves across years and refuses what is not YYYY-MM', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth(null)).toBe(false);
    expect(monthWeeks('nope')).toEqual([]);
    expect(monthOf(new Date(2026, 10, 30, 23, 59))).toBe('2026-11');
  });
});
