import type { AnalysisGroup, Calendar, Heatmap, Stats, Summary } from '@carnet/contract';

/** Statistics of a group: 40 trades, 22 wins (55 %), expectancy +0.3 R in [-0.1, 0.7]. */
export function aStats(overrides: Partial<Stats> = {}): Stats {
  return {
    trades: 40,
    wins: 22,
    losses: 18,
    breakevens: 0,
    win_rate: 55,
    win_rate_ci: { low: 39.8, high: 69.3 },
    expectancy: 0.3,
    expectancy_ci: { low: -0.1, high: 0.7 },
    total_r: 12,
    profit_factor: 1.45,
    avg_win_r: 1.8,
    avg_loss_r: -1.53,
    sqn: 1.2,
    net_pnl: { EUR: '1200.5' },
    skipped_unknown_r: 0,
    low_sample: false,
    ...overrides,
  };
}

export function aGroup(key: string, label: string, overrides: Partial<AnalysisGroup> = {}): AnalysisGroup {
  return {
    ...aStats(),
    key,
    label,
    vs_rest: { difference: 0.45, p_value: 0.0123, significant: true },
    ...overrides,
  };
}

export function aSummary(overrides: Partial<Summary> = {}): Summary {
  return {
    ...aStats(),
    longest_win_streak: 5,
    longest_loss_streak: 3,
    avg_hold_minutes: 90,
    best_r: 3.2,
    worst_r: -1.1,
    kelly_fraction: 0.2,
    management_r_avg: -0.05,
    target_hit_rates: [
      { position: 1, trades: 30, hit_rate: 60 },
      { position: 2, trades: 10, hit_rate: 20 },
    ],
    max_drawdown_r: 4.5,
    plan_retroactive_share: 12.5,
    ...overrides,
  };
}

const zeroDay = (date: string) => ({
  date,
  trades: 0,
  wins: 0,
  losses: 0,
  breakevens: 0,
  total_r: 0,
  net_pnl: {},
});

/**
 * November 2026 (the 1st a Sunday): a win of +2 R on Sunday 1 (week of Monday 26 October), a loss of -1 R
 * on Tuesday 17, nothing else.
 */
export function aCalendar(): Calendar {
  const days = Array.from({ length: 30 }, (_, index) =>
    zeroDay(`2026-11-${String(index + 1).padStart(2, '0')}`),
  );
  days[0] = { ...zeroDay('2026-11-01'), trades: 1, wins: 1, total_r: 2, net_pnl: { EUR: '200' } };
  days[16] = {
    ...zeroDay('2026-11-17'),
    trades: 2,
    losses: 1,
    breakevens: 1,
    total_r: -1,
    net_pnl: { EUR: '-100' },
  };
  return {
    month: '2026-11',
    days,
    weeks: [
      { week_start: '2026-10-26', trades: 1, total_r: 2, net_pnl: { EUR: '200' } },
      { week_start: '2026-11-02', trades: 0, total_r: 0, net_pnl: {} },
      { week_start: '2026-11-09', trades: 0, total_r: 0, net_pnl: {} },
      { week_start: '2026-11-16', trades: 2, total_r: -1, net_pnl: { EUR: '-100' } },
      { week_start: '2026-11-23', trades: 0, total_r: 0, net_pnl: {} },
      { week_start: '2026-11-30', trades: 0, total_r: 0, net_pnl: {} },
    ],
    totals: {
      trades: 3,
      wins: 1,
      losses: 1,
      breakevens: 1,
      total_r: 1,
      net_pnl: { EUR: '100' },
      skipped_unknown_r: 0,
    },
  };
}

/** Monday 9 h: two trades, +0.5 R each on average; Friday 15 h: one loss of -1 R. */
export const HEATMAP: Heatmap = {
  cells: [
    { weekday: 1, hour: 9, trades: 2, expectancy: 0.5, total_r: 1 },
    { weekday: 5, hour: 15, trades: 1, expectancy: -1, total_r: -1 },
  ],
  skipped_unknown_r: 0,
};
