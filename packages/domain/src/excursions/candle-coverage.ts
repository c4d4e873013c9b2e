import { type CandleSeries, firstCandleAfter } from '../candles/candle-series.ts';
import { toIsoUtc } from '../time/instant.ts';

/**
 * A stretch with no candle longer than this many candle lengths is a gap (docs/rules/candles.md#excursions):
 * shorter holes are the minutes in which an illiquid market printed nothing.
 */
export const GAP_CANDLES = 3;

/** A stretch of the holding period that no candle covers, longer than GAP_CANDLES candles (ISO UTC instants). */
export type CandleGap = { from: string; to: string };

/** The candles of one series that overlap a holding period: indices `[from, to)`, never empty. */
export type OverlappingCandles = { series: CandleSeries; from: number; to: number };

/**
 * The candles whose span `[t, t + length)` meets the holding period `[startMs, endMs]`: a candle that ends at the
 * entry does not, a candle that opens at the exit does (it holds the exit). Null when there is none.
 */
function overlapping(series: CandleSeries, startMs: number, endMs: number): OverlappingCandles | null {
  const from = firstCandleAfter(series, startMs - series.lengthMs);
  const to = firstCandleAfter(series, endMs);
  return from < to ? { series, from, to } : null;
}

const spanStart = ({ series, from }: OverlappingCandles): number => series.times[from] ?? 0;
const spanEnd = ({ series, to }: OverlappingCandles): number => (series.times[to - 1] ?? 0) + series.lengthMs;

/** No gap at either end: the first candle opens, and the last one ends, within GAP_CANDLES candles of the fills. */
function covers(candles: OverlappingCandles, startMs: number, endMs: number): boolean {
  const tolerance = GAP_CANDLES * candles.series.lengthMs;
  return spanStart(candles) - startMs <= tolerance && endMs - spanEnd(candles) <= tolerance;
}

/** Time of the holding period inside the candles' spans (for choosing when no timeframe covers it). */
function coveredMs(candles: OverlappingCandles, startMs: number, endMs: number): number {
  const whole = (candles.to - candles.from) * candles.series.lengthMs;
  return whole - Math.max(0, startMs - spanStart(candles)) - Math.max(0, spanEnd(candles) - endMs);
}

/**
 * The timeframe the excursions read: the finest that covers the holding period (no gap at its ends; holes inside
 * are reported as gaps), else the one whose candles cover most of it (the finer on a tie). Null when no candle of
 * any timeframe overlaps the holding period.
 */
export function chooseCandles(
  series: readonly CandleSeries[],
  startMs: number,
  endMs: number,
): OverlappingCandles | null {
  const finestFirst = [...series].sort((a, b) => a.lengthMs - b.lengthMs);
  let widest: OverlappingCandles | null = null;
  for (const candidate of finestFirst) {
    const candles = overlapping(candidate, startMs, endMs);
    if (candles === null) continue;
    if (covers(candles, startMs, endMs)) return candles;
    if (widest === null || coveredMs(candles, startMs, endMs) > coveredMs(widest, startMs, endMs)) {
      widest = candles;
    }
  }
  return widest;
}

/**
 * The stretches of `[startMs, endMs]` that the candles leave uncovered for longer than GAP_CANDLES candles, at
 * either end included. Nothing tells a closed market from a missing file: a weekend is a gap like any other.
 */
export function candleGaps(candles: OverlappingCandles, startMs: number, endMs: number): CandleGap[] {
  const { series, from, to } = candles;
  const tolerance = GAP_CANDLES * series.lengthMs;
  const gaps: CandleGap[] = [];
  let coveredUntil = startMs;
  for (let i = from; i < to; i++) {
    const opensAt = series.times[i] ?? 0;
    if (opensAt - coveredUntil > tolerance)
      gaps.push({ from: toIsoUtc(coveredUntil), to: toIsoUtc(opensAt) });
    coveredUntil = Math.max(coveredUntil, opensAt + series.lengthMs);
  }
  if (endMs - coveredUntil > tolerance) gaps.push({ from: toIsoUtc(coveredUntil), to: toIsoUtc(endMs) });
  return gaps;
}
