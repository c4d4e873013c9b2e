import { roundRatio } from '../decimal.ts';
import { localDayResolver } from '../time/local-day.ts';
import { BREAKEVEN_THRESHOLD_R } from '../trade/outcome.ts';
import { closeDateToEpochMs, rToUnits, UNITS_PER_R } from './fast-parse.ts';
import { type DashboardGroup, periodLabel, periodStartDay } from './periods.ts';
import { type HistogramBucket, RHistogram } from './rr-histogram.ts';

/** A trade as the dashboard reads it; open trades (no R) count in total_trades only. */
export type DashboardTrade = {
  realized_rr: number | string | null;
  close_date: Date | number | string | null;
};

/** Options of the dashboard: the grouping and the IANA zone whose calendar defines days, weeks and months. */
export type DashboardOptions = { group: DashboardGroup; timeZone: string };

/** Won, lost and break-even trades closed in one period (`period` = its first day, `YYYY-MM-DD`). */
export type PeriodResult = { period: string; wins: number; losses: number; breakevens: number };

/** The dashboard response of SPEC §3 (ratios rounded to 4 decimals; R values exact to their 4 decimals). */
export type DashboardStats = {
  total_trades: number;
  win_rate: number | null;
  expectancy: number | null;
  payoff_ratio: number | null;
  equity_curve: number[];
  grouped: PeriodResult[];
  rr_histogram: HistogramBucket[];
  current_drawdown: number;
  max_drawdown: number;
};

/** DESIGN §6.1's breakeven band in R units: |R| ≤ 0.05 R is a breakeven. */
const BREAKEVEN_UNITS = Math.round(BREAKEVEN_THRESHOLD_R * UNITS_PER_R);

/**
 * Dashboard statistics of DESIGN §6.3 in one linear pass. `trades` are the trades considered (non-draft, in
 * range), with the closed ones ordered by close date then id; statistics use those with an R. The equity curve
 * starts at 0 and is empty when no trade has an R.
 */
export function computeDashboard(
  trades: readonly DashboardTrade[],
  options: DashboardOptions,
): DashboardStats {
  const localDay = localDayResolver(options.timeZone);
  const groups = new Map<number, PeriodResult>();
  const histogram = new RHistogram();
  const equityCurve: number[] = [0];
  let closed = 0;
  let wins = 0;
  let losses = 0;
  let winUnits = 0;
  let lossUnits = 0;
  let equityUnits = 0;
  let peakUnits = 0;
  let maxDrawdownUnits = 0;
  let lastDay = Number.NaN;
  let period: PeriodResult | undefined;
  for (const trade of trades) {
    if (trade.realized_rr === null || trade.realized_rr === '') continue;
    const units = rToUnits(trade.realized_rr);
    if (!Number.isFinite(units)) continue;
    closed++;
    const isWin = units > BREAKEVEN_UNITS;
    const isLoss = units < -BREAKEVEN_UNITS;
    if (isWin) {
      wins++;
      winUnits += units;
    } else if (isLoss) {
      losses++;
      lossUnits += units;
    }
    equityUnits += units;
    equityCurve.push(equityUnits / UNITS_PER_R);
    if (equityUnits > peakUnits) peakUnits = equityUnits;
    if (peakUnits - equityUnits > maxDrawdownUnits) maxDrawdownUnits = peakUnits - equityUnits;
    histogram.add(units);
    const closedAt = trade.close_date === null ? null : closeDateToEpochMs(trade.close_date);
    if (closedAt === null) continue;
    const day = localDay(closedAt);
    // Closed trades come in date order: consecutive ones mostly share a day, so reuse its period.
    if (day !== lastDay || !period) {
      const start = periodStartDay(day, options.group);
      period = groups.get(start);
      if (!period) {
        period = { period: periodLabel(start), wins: 0, losses: 0, breakevens: 0 };
        groups.set(start, period);
      }
      lastDay = day;
    }
    if (isWin) period.wins++;
    else if (isLoss) period.losses++;
    else period.breakevens++;
  }
  const meanWin = wins > 0 ? winUnits / wins : null;
  const meanLoss = losses > 0 ? lossUnits / losses : null;
  return {
    total_trades: trades.length,
    win_rate: closed > 0 ? roundRatio((100 * wins) / closed, 4) : null,
    expectancy: closed > 0 ? roundRatio(equityUnits / closed / UNITS_PER_R, 4) : null,
    payoff_ratio: meanWin !== null && meanLoss !== null ? roundRatio(meanWin / Math.abs(meanLoss), 4) : null,
    equity_curve: closed > 0 ? equityCurve : [],
    grouped: [...groups.entries()].sort(([a], [b]) => a - b).map(([, period]) => period),
    rr_histogram: histogram.buckets(),
    current_drawdown: (peakUnits - equityUnits) / UNITS_PER_R,
    max_drawdown: maxDrawdownUnits / UNITS_PER_R,
  };
}
