import { computeDashboard } from '@carnet/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_R_MULTIPLES, summariseSample } from './sample-journal.ts';

/** What the dashboard itself computes for the same trades, closed a day apart. */
function dashboardOf(multiples: readonly number[]) {
  const trades = multiples.map((r, index) => ({
    realized_rr: r,
    close_date: Date.UTC(2026, 0, 5 + index, 16),
  }));
  return computeDashboard(trades, { group: 'month', timeZone: 'UTC' });
}

describe('landing sample figures', () => {
  it('derives win rate, R:R, expectancy and drawdown from the R series, as a trader would on paper', () => {
    // Wins 2 and 1, a breakeven, losses −1 and −1: equity 0, 2, 1, 1, 0, 1 → peak 2, deepest 0.
    const summary = summariseSample([2, -1, 0, -1, 1]);
    expect(summary.tradeCount).toBe(5);
    expect(summary.winRatePct).toBe(40);
    expect(summary.averageRewardRisk).toBe(1.5);
    expect(summary.expectancyR).toBeCloseTo(0.2);
    expect(summary.maxDrawdownR).toBe(2);
    expect(summary.equityCurveR).toEqual([0, 2, 1, 1, 0, 1]);
  });

  it('agrees with the dashboard’s own computation, on the page’s sample and on any series', () => {
    const agree = (multiples: readonly number[]) => {
      const summary = summariseSample(multiples);
      const dashboard = dashboardOf(multiples);
      expect(summary.tradeCount).toBe(dashboard.total_trades);
      expect(summary.winRatePct).toBeCloseTo(dashboard.win_rate ?? 0, 3);
      expect(summary.expectancyR).toBeCloseTo(dashboard.expectancy ?? 0, 3);
      if (dashboard.payoff_ratio !== null)
        expect(summary.averageRewardRisk).toBeCloseTo(dashboard.payoff_ratio, 3);
      expect(summary.maxDrawdownR).toBeCloseTo(dashboard.max_drawdown, 6);
      summary.equityCurveR.forEach((equity, index) => {
        expect(equity).toBeCloseTo(dashboard.equity_curve[index] ?? Number.NaN, 6);
      });
    };
    agree(SAMPLE_R_MULTIPLES);
    // R at 4 decimals, as stored; ±0.05 sits on the breakeven band's edge.
    const r = fc.oneof(
      fc.integer({ min: -30_000, max: 50_000 }).map((units) => units / 10_000),
      fc.constantFrom(0.05, -0.05),
    );
    fc.assert(fc.property(fc.array(r, { minLength: 1, maxLength: 60 }), agree), { numRuns: 200 });
  });
});
