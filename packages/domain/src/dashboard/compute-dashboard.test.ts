import { describe, expect, it } from 'vitest';
import { computeDashboard, type DashboardTrade } from './compute-dashboard.ts';

/*
 * Five closed trades and one open, New York:
 *   +1 R  Mon 2026-03-02 10:00 EST     −1.5 R Wed 2026-03-04     0 R Fri 2026-03-06
 *   +2.5 R Mon 2026-03-09 (EDT)        −1 R  Sun 2026-03-15 22:00 EDT = Mon 2026-03-16 02:00 UTC
 * win rate 2 / 5 = 40 %; expectancy (1 − 1.5 + 0 + 2.5 − 1) / 5 = 0.2 R;
 * payoff = mean win (1 + 2.5) / 2 = 1.75 over |mean loss| (1.5 + 1) / 2 = 1.25 → 1.4.
 * Equity 0, 1, −0.5, −0.5, 2, 1: worst drop 1 → −0.5 = 1.5 (max), now 2 → 1 = 1 (current).
 * Weeks in New York: 2026-03-02 (1 W, 1 L, 1 BE), 2026-03-09 (1 W, 1 L). In UTC the last loss falls in 2026-03-16.
 * Histogram: −1.5 in [−2, −1), −1 in [−1, 0), 0 in [0, 1), 1 in [1, 2), 2.5 in [2, 3).
 */
const trades: DashboardTrade[] = [
  { realized_rr: 1, close_date: '2026-03-02T15:00:00Z' },
  { realized_rr: '-1.5000', close_date: new Date('2026-03-04T15:00:00Z') },
  { realized_rr: 0, close_date: '2026-03-06T15:00:00Z' },
  { realized_rr: 2.5, close_date: '2026-03-09T14:00:00Z' },
  { realized_rr: -1, close_date: '2026-03-16T02:00:00Z' },
  { realized_rr: null, close_date: null },
];

describe('dashboard of a hand-made month', () => {
  const stats = computeDashboard(trades, { group: 'week', timeZone: 'America/New_York' });

  it('computes the headline figures', () => {
    expect(stats).toMatchObject({
      total_trades: 6,
      win_rate: 40,
      expectancy: 0.2,
      payoff_ratio: 1.4,
      equity_curve: [0, 1, -0.5, -0.5, 2, 1],
      current_drawdown: 1,
      max_drawdown: 1.5,
    });
  });

  it('groups by ISO week of the New York calendar', () => {
    expect(stats.grouped).toEqual([
      { period: '2026-03-02', wins: 1, losses: 1, breakevens: 1 },
      { period: '2026-03-09', wins: 1, losses: 1, breakevens: 0 },
    ]);
    const utc = computeDashboard(trades, { group: 'week', timeZone: 'UTC' });
    expect(utc.grouped.map((row) => row.period)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
  });

  it('groups by day and by month', () => {
    const days = computeDashboard(trades, { group: 'day', timeZone: 'America/New_York' });
    expect(days.grouped.map((row) => row.period)).toEqual([
      '2026-03-02',
      '2026-03-04',
      '2026-03-06',
      '2026-03-09',
      '2026-03-15',
    ]);
    const months = computeDashboard(trades, { group: 'month', timeZone: 'America/New_York' });
    expect(months.grouped).toEqual([{ period: '2026-03-01', wins: 2, losses: 2, breakevens: 1 }]);
  });

  it('draws contiguous 1 R buckets', () => {
    expect(stats.rr_histogram).toEqual([
      { label: '-2R à -1R', count: 1 },
      { label: '-1R à 0R', count: 1 },
      { label: '0R à 1R', count: 1 },
      { label: '1R à 2R', count: 1 },
      { label: '2R à 3R', count: 1 },
    ]);
  });
});

describe('dashboard edge cases', () => {
  it('has nothing to say without closed trades', () => {
    expect(
      computeDashboard([{ realized_rr: null, close_date: null }], { group: 'day', timeZone: 'UTC' }),
    ).toEqual({
      total_trades: 1,
      win_rate: null,
      expectancy: null,
      payoff_ratio: null,
      equity_curve: [],
      grouped: [],
      rr_histogram: [],
      current_drawdown: 0,
      max_drawdown: 0,
      trades_without_r: 0,
      money_curves: [],
    });
  });

  it('has no payoff without a loss, and counts break-evens in the win rate denominator', () => {
    const stats = computeDashboard(
      [
        { realized_rr: 2, close_date: '2026-01-05T10:00:00Z' },
        { realized_rr: 0.05, close_date: '2026-01-05T11:00:00Z' },
      ],
      { group: 'day', timeZone: 'UTC' },
    );
    expect(stats).toMatchObject({ win_rate: 50, payoff_ratio: null, expectancy: 1.025 });
  });

  it('clamps the histogram at −3 R and +5 R and keeps empty buckets in between', () => {
    const rs = [-3, -7.5, 4.9999, 5, 12];
    const stats = computeDashboard(
      rs.map((r) => ({ realized_rr: r, close_date: '2026-01-05T10:00:00Z' })),
      { group: 'day', timeZone: 'UTC' },
    );
    expect(stats.rr_histogram.map((bucket) => `${bucket.label}:${bucket.count}`)).toEqual([
      '≤ -3R:2',
      '-3R à -2R:0',
      '-2R à -1R:0',
      '-1R à 0R:0',
      '0R à 1R:0',
      '1R à 2R:0',
      '2R à 3R:0',
      '3R à 4R:0',
      '4R à 5R:1',
      '≥ 5R:2',
    ]);
  });

  it('keeps sums exact where floats would drift', () => {
    const tenths = Array.from({ length: 10 }, () => ({
      realized_rr: 0.1,
      close_date: '2026-01-05T10:00:00Z',
    }));
    expect(computeDashboard(tenths, { group: 'day', timeZone: 'UTC' }).equity_curve.at(-1)).toBe(1);
  });

  it('crosses the new year on the Tokyo calendar, weeks starting Monday', () => {
    const newYear = [{ realized_rr: 1, close_date: '2026-12-31T16:00:00Z' }]; // 2027-01-01 01:00 JST, a Friday
    const month = computeDashboard(newYear, { group: 'month', timeZone: 'Asia/Tokyo' });
    const week = computeDashboard(newYear, { group: 'week', timeZone: 'Asia/Tokyo' });
    expect(month.grouped[0]?.period).toBe('2027-01-01');
    expect(week.grouped[0]?.period).toBe('2026-12-28');
  });
});
