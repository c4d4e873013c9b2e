import { describe, expect, it } from 'vitest';
import { computeDashboard, type DashboardTrade } from './compute-dashboard.ts';

/*
 * Three trades with a stop and two imported without one (docs/rules/trades.md), UTC, all in November 2026:
 *   +2 R (+200)   −1 R (−100)   no stop, net +50   no stop, net −30   +0.03 R (break-even, +3)
 * and one open trade.
 * R statistics over the three with R: expectancy (2 − 1 + 0.03) / 3 = 0.3433; payoff 2 / 1 = 2;
 * equity 0, 2, 1, 1.03; max drawdown 2 − 1 = 1, current 2 − 1.03 = 0.97; histogram −1R à 0R, 0R à 1R, 1R à 2R, 2R à 3R = 1, 1, 0, 1.
 * Outcomes of all five closed: W, L, W (money), L (money), BE → win rate 2 / 5 = 40 %; 2 W, 2 L, 1 BE in November.
 * Skipped by the R statistics: 2. Money: 200 − 100 + 50 − 30 + 3 = 123.
 */
const trades: DashboardTrade[] = [
  { realized_rr: '2.0000', close_date: '2026-11-02T10:00:00Z', pnl_amount: '200.00000000', currency: 'EUR' },
  {
    realized_rr: '-1.0000',
    close_date: '2026-11-03T10:00:00Z',
    pnl_amount: '-100.00000000',
    currency: 'EUR',
  },
  { realized_rr: null, close_date: '2026-11-04T10:00:00Z', pnl_amount: '50.00000000', currency: 'EUR' },
  { realized_rr: null, close_date: '2026-11-05T10:00:00Z', pnl_amount: '-30.00000000', currency: 'EUR' },
  { realized_rr: '0.0300', close_date: '2026-11-06T10:00:00Z', pnl_amount: '3.00000000', currency: 'EUR' },
  { realized_rr: null, close_date: null },
];

describe('closed trades whose R is unknown', () => {
  const stats = computeDashboard(trades, { group: 'month', timeZone: 'UTC' });

  it('stay out of every R statistic, which say how many they skipped', () => {
    expect(stats).toMatchObject({
      total_trades: 6,
      expectancy: 0.3433,
      payoff_ratio: 2,
      equity_curve: [0, 2, 1, 1.03],
      current_drawdown: 0.97,
      max_drawdown: 1,
      trades_without_r: 2,
    });
    expect(stats.rr_histogram).toEqual([
      { label: '-1R à 0R', count: 1 },
      { label: '0R à 1R', count: 1 },
      { label: '1R à 2R', count: 0 },
      { label: '2R à 3R', count: 1 },
    ]);
  });

  it('count in the win rate and the periods by the outcome of their net money', () => {
    expect(stats.win_rate).toBe(40);
    expect(stats.grouped).toEqual([{ period: '2026-11-01', wins: 2, losses: 2, breakevens: 1 }]);
  });

  it('count in the money curve', () => {
    expect(stats.money_curves[0]?.points.at(-1)).toEqual({
      date: '2026-11-06',
      net: '3',
      cumulative_net: '123',
    });
  });

  it('without money either, count only as skipped', () => {
    const unknown = computeDashboard(
      [{ realized_rr: null, close_date: '2026-11-04T10:00:00Z', pnl_amount: null, currency: 'EUR' }],
      { group: 'month', timeZone: 'UTC' },
    );
    expect(unknown).toMatchObject({
      total_trades: 1,
      win_rate: null,
      expectancy: null,
      equity_curve: [],
      grouped: [],
      trades_without_r: 1,
      money_curves: [],
    });
  });

  it('net zero is a break-even', () => {
    const zero = computeDashboard(
      [{ realized_rr: null, close_date: '2026-11-04T10:00:00Z', pnl_amount: '0.00000000', currency: 'EUR' }],
      { group: 'month', timeZone: 'UTC' },
    );
    expect(zero.grouped).toEqual([{ period: '2026-11-01', wins: 0, losses: 0, breakevens: 1 }]);
    expect(zero.win_rate).toBe(0);
  });
});
