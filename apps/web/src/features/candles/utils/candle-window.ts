import { CANDLES_PER_REQUEST_MAX, type CandleCoverage } from '@carnet/contract';
import { CANDLE_TIMEFRAMES, type CandleTimeframe, TIMEFRAME_SECONDS } from '@carnet/domain';
import type { ChartTrade } from './chart-overlays.ts';

/** Candles shown before the entry and after the exit, for context. */
export const CONTEXT_CANDLES = 40;

const MS_PER_SECOND = 1000;

/** The series stored for a symbol, as the trades name it (compared without case), finest timeframe first. */
export function symbolCoverage(coverage: readonly CandleCoverage[], symbol: string): CandleCoverage[] {
  const wanted = symbol.trim().toLowerCase();
  return coverage
    .filter((series) => series.symbol.trim().toLowerCase() === wanted)
    .sort((a, b) => CANDLE_TIMEFRAMES.indexOf(a.timeframe) - CANDLE_TIMEFRAMES.indexOf(b.timeframe));
}

/** Where a trade is on the clock: entry, and its last exit (now while it is open). */
function holding(trade: ChartTrade, now: number): { start: number; end: number } {
  const start = Date.parse(trade.entry_date);
  const exits = trade.exits.map((exit) => Date.parse(exit.executed_at));
  const closed = trade.close_date === null ? Number.NaN : Date.parse(trade.close_date);
  const end = Math.max(start, ...exits, Number.isNaN(closed) ? (exits.length > 0 ? start : now) : closed);
  return { start, end };
}

/**
 * The stretch of candles the chart asks for: the holding period with `CONTEXT_CANDLES` on each side, never more
 * candles than one answer carries (the end is cut, the entry is always shown).
 */
export function candleWindow(
  trade: ChartTrade,
  timeframe: CandleTimeframe,
  now = Date.now(),
): { from: string; to: string } {
  const span = TIMEFRAME_SECONDS[timeframe] * MS_PER_SECOND;
  const { start, end } = holding(trade, now);
  const from = start - CONTEXT_CANDLES * span;
  const to = Math.min(end + CONTEXT_CANDLES * span, from + (CANDLES_PER_REQUEST_MAX - 1) * span);
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** Whether a series has candles around the trade's entry. */
const coversEntry = (series: CandleCoverage, trade: ChartTrade) => {
  const entry = Date.parse(trade.entry_date);
  return Date.parse(series.first) <= entry && entry <= Date.parse(series.last);
};

/** Whether the whole holding period fits in one answer of this timeframe. */
const fitsOneAnswer = (timeframe: CandleTimeframe, trade: ChartTrade, now: number) => {
  const { start, end } = holding(trade, now);
  const candles = (end - start) / (TIMEFRAME_SECONDS[timeframe] * MS_PER_SECOND) + 2 * CONTEXT_CANDLES;
  return candles <= CANDLES_PER_REQUEST_MAX;
};

/**
 * The timeframe drawn first: the one the excursions were measured on, else the finest that holds the entry and
 * fits the trade in one answer, else the finest holding the entry, else the finest stored; null without candles.
 */
export function initialTimeframe(
  series: readonly CandleCoverage[],
  trade: ChartTrade,
  now = Date.now(),
): CandleTimeframe | null {
  const measured = trade.excursions?.timeframe;
  if (measured !== undefined && series.some((item) => item.timeframe === measured)) return measured;
  const holdingEntry = series.filter((item) => coversEntry(item, trade));
  const fitting = holdingEntry.find((item) => fitsOneAnswer(item.timeframe, trade, now));
  return (fitting ?? holdingEntry[0] ?? series[0])?.timeframe ?? null;
}
