import { winRate } from '../analysis/win-rate.ts';
import { roundRatio } from '../decimal.ts';
import { localDayResolver } from '../time/local-day.ts';
import { BREAKEVEN_THRESHOLD_R } from '../trade/outcome.ts';
import { tradeOutcome } from '../trade/trade-result.ts';
import type { Outcome } from '../types.ts';
import { moneyToUnits } from './exact-money.ts';
import { closeDateToEpochMs, rToUnits, UNITS_PER_R } from './fast-parse.ts';
import { type MoneyCurve, MoneyCurves } from './money-curves.ts';
import { type DashboardGroup, periodLabel, periodStartDay } from './periods.ts';
import { type HistogramBucket, RHistogram } from './rr-histogram.ts';

/**
 * A trade as the dashboard reads it. A trade with neither an R nor a close date is open and counts in total_trades
 * only; a closed one whose R is unknown (no stop, docs/rules/trades.md) has a close date and a null R.
 */
export type DashboardTrade = {
  realized_rr: number | string | null;
  close_date: Date | number | string | null;
  /** Net money of a closed trade (gross − fees + swap), a decimal string; null or absent when unknown. */
  pnl_amount?: string | null;
  /** Currency of the trade's account; a trade without one stays out of the money curves. */
  currency?: string;
};

/** Options of the dashboard: the grouping and the IANA zone whose calendar defines days, weeks and months. */
export type DashboardOptions = { group: DashboardGroup; timeZone: string };

/** Won, lost and break-even trades closed in one period (`period` = its first day, `YYYY-MM-DD`). */
export type PeriodResult = { period: string; wins: number; losses: number; breakevens: number };

/**
 * The dashboard response of docs/rules/trades.md#fields (ratios rounded to 4 decimals; R values exact to their 4 decimals) and what
 * docs/rules/trades.md adds: how many closed trades the R statistics left out, and the money curves.
 */
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
  /** Closed trades whose R is unknown (no stop): outside every R statistic, inside win_rate and grouped. */
  trades_without_r: number;
  /** Cumulative net money by local close day, one curve per account currency, exact decimal strings. */
  money_curves: MoneyCurve[];
};

/** docs/rules/trades.md's breakeven band in R units: |R| ≤ 0.05 R is a breakeven. */
const BREAKEVEN_UNITS = Math.round(BREAKEVEN_THRESHOLD_R * UNITS_PER_R);

const outcomeOfUnits = (units: number): Outcome =>
  units > BREAKEVEN_UNITS ? 'WIN' : units < -BREAKEVEN_UNITS ? 'LOSS' : 'BREAKEVEN';

/** The R side of the dashboard: everything measured in R, over the closed trades with an R. */
class RStatistics {
  readonly equityCurve: number[] = [0];
  readonly histogram = new RHistogram();
  count = 0;
  wins = 0;
  losses = 0;
  winUnits = 0;
  lossUnits = 0;
  equityUnits = 0;
  peakUnits = 0;
  maxDrawdownUnits = 0;

  add(units: number, outcome: Outcome): void {
    this.count++;
    if (outcome === 'WIN') {
      this.wins++;
      this.winUnits += units;
    } else if (outcome === 'LOSS') {
      this.losses++;
      this.lossUnits += units;
    }
    this.equityUnits += units;
    this.equityCurve.push(this.equityUnits / UNITS_PER_R);
    if (this.equityUnits > this.peakUnits) this.peakUnits = this.equityUnits;
    const drawdown = this.peakUnits - this.equityUnits;
    if (drawdown > this.maxDrawdownUnits) this.maxDrawdownUnits = drawdown;
    this.histogram.add(units);
  }
}

/**
 * Dashboard statistics of docs/rules/statistics.md#dashboard, docs/rules/trades.md in one linear pass. `trades` are the trades considered (non-draft,
 * in range), with the closed ones ordered by close date then id.
 * - The R statistics (expectancy, payoff ratio, equity curve, drawdowns, histogram) use the closed trades with an
 *   R; the equity curve starts at 0 and is empty when no trade has an R.
 * - win_rate and grouped count every closed trade with an outcome: from its R, or from its net money when its R
 *   is unknown (`tradeOutcome`, as stored on the trade). `trades_without_r` counts the closed trades without R.
 * - money_curves add up the net money of every closed trade that has one, per currency and local close day.
 */
export function computeDashboard(
  trades: readonly DashboardTrade[],
  options: DashboardOptions,
): DashboardStats {
  const localDay = localDayResolver(options.timeZone);
  const groups = new Map<number, PeriodResult>();
  const r = new RStatistics();
  const moneyCurves = new MoneyCurves();
  let withoutR = 0;
  let decided = 0;
  let wins = 0;
  let lastDay = Number.NaN;
  let period: PeriodResult | undefined;
  for (const trade of trades) {
    const units =
      trade.realized_rr === null || trade.realized_rr === '' ? Number.NaN : rToUnits(trade.realized_rr);
    let outcome: Outcome | null;
    if (Number.isFinite(units)) {
      outcome = outcomeOfUnits(units);
      r.add(units, outcome);
    } else {
      if (trade.close_date === null) continue;
      withoutR++;
      outcome = tradeOutcome(null, trade.pnl_amount ?? null);
    }
    if (outcome !== null) {
      decided++;
      if (outcome === 'WIN') wins++;
    }
    const closedAt = trade.close_date === null ? null : closeDateToEpochMs(trade.close_date);
    if (closedAt === null) continue;
    const day = localDay(closedAt);
    if (trade.pnl_amount != null && trade.currency !== undefined) {
      const net = moneyToUnits(trade.pnl_amount);
      if (typeof net === 'bigint' || Number.isFinite(net)) moneyCurves.add(trade.currency, day, net);
    }
    if (outcome === null) continue;
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
    if (outcome === 'WIN') period.wins++;
    else if (outcome === 'LOSS') period.losses++;
    else period.breakevens++;
  }
  const meanWin = r.wins > 0 ? r.winUnits / r.wins : null;
  const meanLoss = r.losses > 0 ? r.lossUnits / r.losses : null;
  return {
    total_trades: trades.length,
    win_rate: winRate(wins, decided).win_rate,
    expectancy: r.count > 0 ? roundRatio(r.equityUnits / r.count / UNITS_PER_R, 4) : null,
    payoff_ratio: meanWin !== null && meanLoss !== null ? roundRatio(meanWin / Math.abs(meanLoss), 4) : null,
    equity_curve: r.count > 0 ? r.equityCurve : [],
    grouped: [...groups.entries()].sort(([a], [b]) => a - b).map(([, period]) => period),
    rr_histogram: r.histogram.buckets(),
    current_drawdown: (r.peakUnits - r.equityUnits) / UNITS_PER_R,
    max_drawdown: r.maxDrawdownUnits / UNITS_PER_R,
    trades_without_r: withoutR,
    money_curves: moneyCurves.curves(),
  };
}
