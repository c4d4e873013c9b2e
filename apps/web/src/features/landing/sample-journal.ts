import { BREAKEVEN_THRESHOLD_R } from '@carnet/domain';

/**
 * docs/ui.md: the landing page's figures are static sample values. They are all derived from this one sample of
 * 40 realized R multiples, so the win rate, R:R, expectancy, curve and drawdown shown agree with each other.
 */
export const SAMPLE_R_MULTIPLES: readonly number[] = [
  1.8, -1, 2.4, -1, 0, 1.2, 3.1, -1, -0.5, 2, -1, 1.6, -1, -1, 2.8, 0.1, 1.5, -1, 2.2, -0.8, 1.9, -1, 3.4, -1,
  1.1, 0, -1, 2.6, 1.4, -1, -1, -1, 2.1, 1.7, -0.6, 2.9, -1, 1.3, 2.5, -1,
];

export type SampleSummary = {
  tradeCount: number;
  winRatePct: number;
  averageRewardRisk: number;
  expectancyR: number;
  maxDrawdownR: number;
  equityCurveR: number[];
};

/**
 * The dashboard's figures for a series of realized R, computed here rather than by the domain's computeDashboard:
 * that one reads close dates in a time zone and rounds in decimals, which adds 16 kB gzip (decimal.js, Intl
 * calendars) to the landing page (137.0 kB instead of 120.6 kB of its 150 kB budget, docs/budgets.md). Its test checks
 * that both agree on any series.
 */
export function summariseSample(multiples: readonly number[]): SampleSummary {
  const wins = multiples.filter((r) => r > BREAKEVEN_THRESHOLD_R);
  const losses = multiples.filter((r) => r < -BREAKEVEN_THRESHOLD_R);
  const mean = (values: readonly number[]) =>
    values.reduce((sum, r) => sum + r, 0) / Math.max(values.length, 1);
  const equityCurveR = [0];
  let peak = 0;
  let maxDrawdownR = 0;
  for (const r of multiples) {
    const equity = (equityCurveR.at(-1) ?? 0) + r;
    equityCurveR.push(equity);
    peak = Math.max(peak, equity);
    maxDrawdownR = Math.max(maxDrawdownR, peak - equity);
  }
  return {
    tradeCount: multiples.length,
    // 1 decimal, half up, as the domain's winRate gives every page (docs/rules/statistics.md#one-figure-one-definition).
    winRatePct: Number(((100 * wins.length) / Math.max(multiples.length, 1)).toFixed(1)),
    averageRewardRisk: mean(wins) / Math.abs(mean(losses)),
    expectancyR: mean(multiples),
    maxDrawdownR,
    equityCurveR,
  };
}
