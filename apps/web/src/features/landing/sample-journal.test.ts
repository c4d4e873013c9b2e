import { describe, expect, it } from 'vitest';
import { summariseSample } from './sample-journal.ts';

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
});
