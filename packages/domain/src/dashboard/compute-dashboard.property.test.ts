import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilToDays } from '../time/civil-date.ts';
import { localDayResolver } from '../time/local-day.ts';
import { wallClock } from '../time/time-zone.ts';
import { computeDashboard } from './compute-dashboard.ts';

const zones = fc.constantFrom(
  'America/New_York',
  'Europe/Paris',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'UTC',
);
const rUnits = fc.integer({ min: -80_000, max: 120_000 });
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });

/** Cents as a canonical decimal string ("-12.5", "3"), computed with bigints. */
function centsText(cents: bigint): string {
  const magnitude = cents < 0n ? -cents : cents;
  const fraction = String(magnitude % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const text = `${magnitude / 100n}${fraction === '' ? '' : `.${fraction}`}`;
  return cents < 0n ? `-${text}` : text;
}

describe('dashboard laws', () => {
  it('ends the equity curve at Σ R, keeps drawdowns ≥ 0 with max ≥ current, and counts every trade once', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(rUnits, instant), { maxLength: 200 }), zones, (rows, timeZone) => {
        const sorted = [...rows].sort((a, b) => a[1] - b[1]);
        const trades = sorted.map(([units, at]) => ({
          realized_rr: units / 10_000,
          close_date: new Date(at),
        }));
        const stats = computeDashboard(trades, { group: 'week', timeZone });
        const totalUnits = rows.reduce((sum, [units]) => sum + units, 0);
        if (rows.length > 0) expect(stats.equity_curve.at(-1)).toBe(totalUnits / 10_000);
        expect(stats.current_drawdown).toBeGreaterThanOrEqual(0);
        expect(stats.max_drawdown).toBeGreaterThanOrEqual(stats.current_drawdown);
        const grouped = stats.grouped.reduce((sum, row) => sum + row.wins + row.losses + row.breakevens, 0);
        expect(grouped).toBe(rows.length);
        expect(stats.rr_histogram.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(rows.length);
      }),
      { numRuns: 200 },
    );
  });

  it('ends each money curve at the exact Σ net, and counts every closed trade once, with or without R', () => {
    const cents = fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n });
    const row = fc.tuple(fc.option(rUnits), cents, instant, fc.constantFrom('EUR', 'USD'));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 200 }), zones, (rows, timeZone) => {
        const sorted = [...rows].sort((a, b) => a[2] - b[2]);
        const trades = sorted.map(([units, net, at, currency]) => ({
          realized_rr: units === null ? null : units / 10_000,
          close_date: new Date(at),
          pnl_amount: centsText(net),
          currency,
        }));
        const stats = computeDashboard(trades, { group: 'month', timeZone });
        for (const curve of stats.money_curves) {
          const expected = sorted
            .filter((trade) => trade[3] === curve.currency)
            .reduce((sum, trade) => sum + trade[1], 0n);
          expect(curve.points.at(-1)?.cumulative_net).toBe(centsText(expected));
        }
        const withoutR = rows.filter(([units]) => units === null).length;
        expect(stats.trades_without_r).toBe(withoutR);
        expect(stats.rr_histogram.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(
          rows.length - withoutR,
        );
        const grouped = stats.grouped.reduce((sum, row) => sum + row.wins + row.losses + row.breakevens, 0);
        expect(grouped).toBe(rows.length);
      }),
      { numRuns: 200 },
    );
  });

  it('resolves local days like a formatter would, across DST changes', () => {
    fc.assert(
      fc.property(zones, fc.array(instant, { minLength: 1, maxLength: 50 }), (timeZone, instants) => {
        const resolve = localDayResolver(timeZone);
        for (const at of [...instants].sort((a, b) => a - b)) {
          const clock = wallClock(at, timeZone);
          expect(resolve(at)).toBe(civilToDays(clock.year, clock.month, clock.day));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('resolves local days minute by minute around the 2026 DST changes', () => {
    for (const [timeZone, day] of [
      ['America/New_York', Date.UTC(2026, 2, 8)],
      ['America/New_York', Date.UTC(2026, 10, 1)],
      ['Europe/Paris', Date.UTC(2026, 2, 29)],
      ['Europe/Paris', Date.UTC(2026, 9, 25)],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4)],
    ] as const) {
      const resolve = localDayResolver(timeZone);
      for (let at = day - 86_400_000; at < day + 2 * 86_400_000; at += 60_000) {
        const clock = wallClock(at, timeZone);
        expect(resolve(at)).toBe(civilToDays(clock.year, clock.month, clock.day));
      }
    }
  });
});
