import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilToDays, formatDays } from '../time/civil-date.ts';
import { wallClock } from '../time/time-zone.ts';
import { tradingDayResolver } from './trading-day.ts';

const dayOf = (zone: string, reset: string) => {
  const resolve = tradingDayResolver(zone, reset);
  return (iso: string) => formatDays(resolve(Date.parse(iso)));
};

describe('tradingDayResolver', () => {
  it('Prague midnight across both DST changes of 2026 (29 March, 25 October)', () => {
    const prague = dayOf('Europe/Prague', '00:00');
    // 28 March: UTC+1, midnight is 23:00Z. 29 March after 02:00: UTC+2, midnight of the 30th is 22:00Z.
    expect(prague('2026-03-28T22:59:59Z')).toBe('2026-03-28');
    expect(prague('2026-03-28T23:00:00Z')).toBe('2026-03-29');
    expect(prague('2026-03-29T21:59:59Z')).toBe('2026-03-29');
    expect(prague('2026-03-29T22:00:00Z')).toBe('2026-03-30');
    // 24 October: UTC+2, midnight of the 25th is 22:00Z; the 25th lasts 25 hours, to 23:00Z.
    expect(prague('2026-10-24T21:59:59Z')).toBe('2026-10-24');
    expect(prague('2026-10-24T22:00:00Z')).toBe('2026-10-25');
    expect(prague('2026-10-25T22:59:59Z')).toBe('2026-10-25');
    expect(prague('2026-10-25T23:00:00Z')).toBe('2026-10-26');
  });

  it('17:00 New York: the day is named after the date it ends, exact on both sides of 8 March 2026', () => {
    const newYork = dayOf('America/New_York', '17:00');
    // Friday 6 March, EST (UTC−5): 17:00 is 22:00Z.
    expect(newYork('2026-03-06T21:59:59Z')).toBe('2026-03-06');
    expect(newYork('2026-03-06T22:00:00Z')).toBe('2026-03-07');
    // Saturday 7 March 17:00 EST = 22:00Z opens Sunday 8's day, which ends Sunday 17:00 EDT = 21:00Z (23 h).
    expect(newYork('2026-03-07T22:00:00Z')).toBe('2026-03-08');
    expect(newYork('2026-03-08T20:59:59Z')).toBe('2026-03-08');
    expect(newYork('2026-03-08T21:00:00Z')).toBe('2026-03-09');
    // Monday 9 March, EDT (UTC−4): 16:59 is 20:59Z, 17:00 is 21:00Z.
    expect(newYork('2026-03-09T20:59:00Z')).toBe('2026-03-09');
    expect(newYork('2026-03-09T21:00:00Z')).toBe('2026-03-10');
  });

  it('a reset in the autumn overlap (01:30 on 1 November 2026 in New York) takes the first 01:30', () => {
    const newYork = dayOf('America/New_York', '01:30');
    // First 01:30 is EDT (05:30Z); the repeated 01:30 EST (06:30Z) is already the next day's.
    expect(newYork('2026-11-01T05:29:59Z')).toBe('2026-11-01');
    expect(newYork('2026-11-01T05:30:00Z')).toBe('2026-11-02');
    expect(newYork('2026-11-01T06:30:00Z')).toBe('2026-11-02');
  });

  it('agrees with the wall clock: the reset time or later belongs to the next day (resets away from DST hours)', () => {
    const zones = [
      'Europe/Prague',
      'America/New_York',
      'Australia/Sydney',
      'Asia/Kolkata',
      'America/Sao_Paulo',
    ];
    const arbitrary = fc.record({
      zone: fc.constantFrom(...zones),
      minuteOfDay: fc.integer({ min: 4 * 60, max: 24 * 60 - 1 }),
      epochMs: fc.integer({ min: Date.parse('2015-01-01'), max: Date.parse('2035-01-01') }),
    });
    fc.assert(
      fc.property(arbitrary, ({ zone, minuteOfDay, epochMs }) => {
        const reset = `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
        const wall = wallClock(epochMs, zone);
        const sameDay = wall.hour * 60 + wall.minute < minuteOfDay;
        const expected = civilToDays(wall.year, wall.month, wall.day) + (sameDay ? 0 : 1);
        expect(tradingDayResolver(zone, reset)(epochMs)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
