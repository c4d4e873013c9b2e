import { type CandleSeries, exactPrice, firstCandleAfter } from '../candles/candle-series.ts';
import { extremeIndex } from '../candles/exact-price.ts';
import type { CandleTimeframe } from '../candles/timeframes.ts';
import { Decimal, toDecimalString, toRoundedNumber } from '../decimal.ts';
import { toIsoUtc } from '../time/instant.ts';
import { R_DECIMALS } from '../trade/outcome.ts';
import { type PlannedRisk, plannedRisk } from '../trade/trade-result.ts';
import { type CandleGap, candleGaps, chooseCandles, type OverlappingCandles } from './candle-coverage.ts';
import {
  applyStep,
  closedPositionSteps,
  equityAt,
  flatPosition,
  type PositionState,
  type PositionStep,
  type TradeFills,
} from './position-fills.ts';

/**
 * A closed trade as its excursions need it: its fills and the risk R is measured in — the plan locked at entry
 * (entry, stop, size), else the trade's entry, current stop and size; a null stop leaves every R unknown.
 */
export type ExcursionsTrade = TradeFills & { plan: PlannedRisk };

/** How far a closed trade went for and against the trader (docs/rules/candles.md#excursions). JSON as it is. */
export type Excursions = {
  /** The timeframe whose candles were read. */
  timeframe: CandleTimeframe;
  /** Candles lying wholly between two fills, whose high and low were marks. */
  candles_used: number;
  /** max(0, highest open equity) in R; null without a stop. */
  mfe_r: number | null;
  /** min(0, lowest open equity) in R; null without a stop. */
  mae_r: number | null;
  /** The mark of the highest open equity: its price and instant (ISO UTC; a candle's opening time). */
  best_price: string;
  mfe_at: string;
  /** The mark of the lowest open equity. */
  worst_price: string;
  mae_at: string;
  /** What the exits realized ÷ the highest open equity (signed); null when that high is not above 0. */
  exit_efficiency: number | null;
  gaps: CandleGap[];
};

type Mark = { equity: Decimal; price: Decimal; atMs: number };

/** Keeps the highest and the lowest marks, the earliest on a tie. */
class MarkRange {
  high: Mark;
  low: Mark;
  constructor(first: Mark) {
    this.high = first;
    this.low = first;
  }
  add(mark: Mark): void {
    if (mark.equity.gt(this.high.equity)) this.high = mark;
    if (mark.equity.lt(this.low.equity)) this.low = mark;
  }
}

type Stretch = { marks: Mark[]; candles: number };

/**
 * The candles wholly inside `(fromMs, toMs)`, where the position does not change: a candle that holds a fill adds
 * nothing but the fill. Equity is linear in the mark there, so its extremes are at the highest high and the lowest
 * low: those two are the stretch's marks.
 */
function stretchBetween(series: CandleSeries, state: PositionState, fromMs: number, toMs: number): Stretch {
  const first = firstCandleAfter(series, fromMs);
  const end = firstCandleAfter(series, toMs - series.lengthMs);
  if (first >= end || state.open.isZero()) return { marks: [], candles: 0 };
  const markOf = (index: number, field: 'h' | 'l'): Mark => {
    const price = exactPrice(series, index, field);
    return { equity: equityAt(state, price), price, atMs: series.times[index] ?? 0 };
  };
  const marks = [
    markOf(extremeIndex(series, first, end, 'h'), 'h'),
    markOf(extremeIndex(series, first, end, 'l'), 'l'),
  ];
  return { marks: marks.sort((a, b) => a.atMs - b.atMs), candles: end - first };
}

type Walk = { range: MarkRange; candles: number; realized: Decimal };

/** Every mark in time order: each fill at its price, then the stretch up to the next fill. */
function walkMarks(
  trade: ExcursionsTrade,
  steps: readonly PositionStep[],
  series: CandleSeries,
): Walk | null {
  let state = flatPosition(trade.direction);
  let range: MarkRange | null = null;
  let candles = 0;
  for (const [index, step] of steps.entries()) {
    state = applyStep(state, step);
    // Equity is continuous at a fill: the same before and after it, at its price.
    const mark = { equity: equityAt(state, step.price), price: step.price, atMs: step.atMs };
    if (range === null) range = new MarkRange(mark);
    else range.add(mark);
    const next = steps[index + 1];
    if (next === undefined || next.atMs === step.atMs) continue;
    const stretch = stretchBetween(series, state, step.atMs, next.atMs);
    for (const candleMark of stretch.marks) range.add(candleMark);
    candles += stretch.candles;
  }
  return range && { range, candles, realized: state.cash.times(state.sign) };
}

const toR = (value: Decimal, risk: Decimal | null): number | null =>
  risk === null ? null : toRoundedNumber(value.dividedBy(risk), R_DECIMALS);

/**
 * The excursions of a closed trade over the candles of its symbol (one series per timeframe available), or null
 * when no candle overlaps its holding period or its fills are not a closed position. Equity is exact; R is
 * rounded once, at the end, to 4 decimals.
 */
export function tradeExcursions(trade: ExcursionsTrade, series: readonly CandleSeries[]): Excursions | null {
  const steps = closedPositionSteps(trade);
  const startMs = steps?.[0]?.atMs;
  const endMs = steps?.at(-1)?.atMs;
  if (steps === null || startMs === undefined || endMs === undefined) return null;
  const candles: OverlappingCandles | null = chooseCandles(series, startMs, endMs);
  const walk = candles && walkMarks(trade, steps, candles.series);
  if (candles === null || walk === null) return null;
  const { range, realized } = walk;
  const risk = plannedRisk(trade.plan);
  const mfeR = toR(Decimal.max(range.high.equity, 0), risk);
  const hasGain = range.high.equity.isPositive() && !range.high.equity.isZero() && mfeR !== 0;
  return {
    timeframe: candles.series.timeframe,
    candles_used: walk.candles,
    mfe_r: mfeR,
    mae_r: toR(Decimal.min(range.low.equity, 0), risk),
    best_price: toDecimalString(range.high.price),
    mfe_at: toIsoUtc(range.high.atMs),
    worst_price: toDecimalString(range.low.price),
    mae_at: toIsoUtc(range.low.atMs),
    exit_efficiency: hasGain ? toRoundedNumber(realized.dividedBy(range.high.equity), R_DECIMALS) : null,
    gaps: candleGaps(candles, startMs, endMs),
  };
}
