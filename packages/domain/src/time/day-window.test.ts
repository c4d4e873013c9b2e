import { describe, expect, it } from 'vitest';
import { dayStartMs, dayWindow } from './day-window.ts';

describe('dayStartMs: where a civil day begins in a zone', () => {
  it('is midnight in the zone, on the day asked or days later', () => {
    expect(dayStartMs('2026-11-20', 'UTC')).toBe(Date.parse('2026-11-20T00:00:00Z'));
    expect(dayStartMs('2026-11-20', 'Europe/Paris')).toBe(Date.parse('2026-11-19T23:00:00Z'));
    expect(dayStartMs('2026-12-31', 'America/New_York', 1)).toBe(Date.parse('2027-01-01T05:00:00Z'));
  });

  it('follows DST: Paris’s 29 March 2026 lasts 23 hours, its 25 October 25', () => {
    const spring = dayStartMs('2026-03-29', 'Europe/Paris') ?? 0;
    expect((dayStartMs('2026-03-29', 'Europe/Paris', 1) ?? 0) - spring).toBe(23 * 3_600_000);
    const autumn = dayStartMs('2026-10-25', 'Europe/Paris') ?? 0;
    expect((dayStartMs('2026-10-25', 'Europe/Paris', 1) ?? 0) - autumn).toBe(25 * 3_600_000);
  });

  it('is null for what is not a day', () => {
    expect(dayStartMs('2026-13-01', 'UTC')).toBeNull();
    expect(dayStartMs('20/11/2026', 'UTC')).toBeNull();
  });
});

it('dayWindow bounds whole days, the end excluded, either side open', () => {
  expect(dayWindow('2026-11-01', '2026-11-30', 'Europe/Paris')).toEqual({
    startMs: Date.parse('2026-10-31T23:00:00Z'),
    endMs: Date.parse('2026-11-30T23:00:00Z'),
  });
  expect(dayWindow(undefined, '2026-11-30', 'UTC')).toEqual({ endMs: Date.parse('2026-12-01T00:00:00Z') });
  expect(dayWindow(undefined, undefined, 'UTC')).toEqual({});
});
