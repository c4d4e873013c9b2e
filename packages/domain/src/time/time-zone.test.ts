import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toEpochMs, toIsoUtc } from './instant.ts';
import { civilToEpochMs, isValidTimeZone, wallClock, zonedTimeToEpochMs, zoneOffsetMs } from './time-zone.ts';

describe('time zones', () => {
  it('knows IANA zones and refuses the rest', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });

  it('reads wall clocks and offsets', () => {
    const at = Date.UTC(2026, 2, 8, 7, 30); // 02:30 would not exist in New York: it is 03:30 EDT
    expect(wallClock(at, 'America/New_York')).toMatchObject({ hour: 3, minute: 30, isoWeekday: 7 });
    expect(zoneOffsetMs(at, 'America/New_York')).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1), 'Asia/Kathmandu')).toBe(5.75 * 3_600_000);
  });

  it('gives the offset measured at the instant itself, across changes off the hour and local mean times', () => {
    // The offsets at hour starts are remembered; these zones change off the UTC hour (St. John's at 05:30 UTC,
    // Lord Howe by half an hour) or kept a local mean time of odd seconds (Paris until 1911, Kathmandu until 1986).
    const zones = [
      'America/St_Johns',
      'Australia/Lord_Howe',
      'Europe/Paris',
      'Asia/Kathmandu',
      'Europe/Athens',
    ];
    const measured = (epochMs: number, zone: string) => {
      const clock = wallClock(epochMs, zone);
      const asUtc = civilToEpochMs(
        clock.year,
        clock.month,
        clock.day,
        clock.hour,
        clock.minute,
        clock.second,
      );
      return asUtc - Math.floor(epochMs / 1000) * 1000;
    };
    const around = (epochMs: number) =>
      fc.integer({ min: epochMs - 3 * 86_400_000, max: epochMs + 3 * 86_400_000 });
    const instants = fc.oneof(
      around(Date.UTC(2026, 2, 8, 5, 30)),
      around(Date.UTC(2026, 3, 5, 15)),
      around(Date.UTC(1911, 2, 11)),
      around(Date.UTC(1985, 11, 31, 18, 30)),
      fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2060, 0, 1) }),
    );
    // Every 37 s through the hours around changes that fall off the UTC hour.
    const sweeps: [string, number][] = [
      ['America/St_Johns', Date.UTC(2026, 2, 8, 5, 30)],
      ['Australia/Lord_Howe', Date.UTC(2026, 9, 3, 15, 30)],
      ['Europe/Paris', Date.UTC(1911, 2, 10, 23, 50, 39)],
    ];
    for (const [zone, change] of sweeps) {
      for (let epochMs = change - 7_200_000; epochMs <= change + 7_200_000; epochMs += 37_000) {
        expect(zoneOffsetMs(epochMs, zone), `${zone} ${new Date(epochMs).toISOString()}`).toBe(
          measured(epochMs, zone),
        );
      }
    }
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (epochMs, zone) => {
        expect(zoneOffsetMs(epochMs, zone)).toBe(measured(epochMs, zone));
      }),
      { numRuns: 2_000 },
    );
  });

  it('turns a wall-clock time into an instant, also in DST gaps and overlaps', () => {
    const wall = (day: number, hour: number, minute = 0) => ({
      year: 2026,
      month: 3,
      day,
      hour,
      minute,
      second: 0,
    });
    expect(toIsoUtc(zonedTimeToEpochMs(wall(9, 10), 'America/New_York'))).toBe('2026-03-09T14:00:00Z');
    expect(toIsoUtc(zonedTimeToEpochMs(wall(6, 10), 'America/New_York'))).toBe('2026-03-06T15:00:00Z');
    expect(toIsoUtc(zonedTimeToEpochMs(wall(8, 2, 30), 'America/New_York'))).toBe('2026-03-08T07:30:00Z');
    const overlap = { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 };
    expect(toIsoUtc(zonedTimeToEpochMs(overlap, 'America/New_York'))).toBe('2026-11-01T05:30:00Z');
  });
});

describe('instants', () => {
  it('parses ISO 8601 with Z, offsets, spaces, and zone-less times in a given zone', () => {
    expect(toEpochMs('2026-11-20T14:05:00Z')).toBe(Date.UTC(2026, 10, 20, 14, 5));
    expect(toEpochMs('2026-11-20T15:05:00+01:00')).toBe(Date.UTC(2026, 10, 20, 14, 5));
    expect(toEpochMs('2026-11-20 09:05', 'America/New_York')).toBe(Date.UTC(2026, 10, 20, 14, 5));
    expect(toEpochMs('2026-11-20')).toBe(Date.UTC(2026, 10, 20));
    expect(toEpochMs('2026-11-20T14:05:00.250Z')).toBe(Date.UTC(2026, 10, 20, 14, 5, 0, 250));
  });

  it('refuses impossible dates', () => {
    for (const bad of ['2026-02-30', '2026-13-01T00:00Z', '2026-01-01T24:00Z', 'hier', '']) {
      expect(toEpochMs(bad)).toBeNull();
    }
    expect(toEpochMs(new Date(Number.NaN))).toBeNull();
  });

  it('writes UTC ISO 8601 without milliseconds when there are none', () => {
    expect(toIsoUtc(Date.UTC(2026, 10, 20, 14, 5))).toBe('2026-11-20T14:05:00Z');
    expect(toIsoUtc(Date.UTC(2026, 10, 20, 14, 5, 1, 5))).toBe('2026-11-20T14:05:01.005Z');
  });
});
