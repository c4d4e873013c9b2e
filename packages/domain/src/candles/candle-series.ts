import { Decimal, parseDecimal } from '../decimal.ts';
import type { DecimalInput } from '../types.ts';
import { type CandleTimeframe, TIMEFRAME_SECONDS } from './timeframes.ts';

/** One candle as the store gives it: its open time `t` (epoch milliseconds, UTC) and its prices as decimals. */
export type Candle = { t: number; o: DecimalInput; h: DecimalInput; l: DecimalInput; c: DecimalInput };

/** A candle's price fields. */
export type PriceField = 'o' | 'h' | 'l' | 'c';

/**
 * One timeframe's candles of one symbol, read once and searched many times (docs/rules/candles.md#excursions):
 * sorted by time, with each price also as a double. The doubles only speed comparisons up; a comparison whose
 * doubles are equal falls back to the exact decimal `price` gives (see exact-price.ts), so no result depends on
 * a rounding.
 */
export type CandleSeries = {
  timeframe: CandleTimeframe;
  /** The length of one candle: its span is `[t, t + lengthMs)`. */
  lengthMs: number;
  /** The exact price of a kept candle's field, as stored (candles by time, aligned with the arrays below). */
  price: (index: number, field: PriceField) => DecimalInput;
  times: Float64Array;
  opens: Float64Array;
  highs: Float64Array;
  lows: Float64Array;
  closes: Float64Array;
  /** Candles left out: a price that is not a decimal, high < low, open or close outside [low, high], a repeated time. */
  rejected: number;
};

// Plain decimals as a numeric column returns them, short enough that parseDecimal always reads them too.
const PLAIN_DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const MAX_PRICE_LENGTH = 64;

/** A price as a double for fast comparisons; NaN when it is not a plain finite decimal. */
export function priceAsDouble(value: DecimalInput): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  return value.length <= MAX_PRICE_LENGTH && PLAIN_DECIMAL.test(value) ? Number(value) : Number.NaN;
}

/** a ≤ b on two prices whose doubles are `da` and `db`, exact when the doubles are equal. */
function isAtMost(da: number, a: DecimalInput, db: number, b: DecimalInput): boolean {
  if (da !== db) return da < db;
  if (a === b) return true;
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  return left !== null && right !== null && left.lte(right);
}

/** Whether a candle can be (high ≥ open, close ≥ low), given its prices' doubles. */
export function isPossible(candle: Candle, o: number, h: number, l: number, c: number): boolean {
  if (Number.isNaN(o + h + l + c) || !Number.isFinite(candle.t)) return false;
  // Strictly inside on the doubles: nothing to check exactly (the usual case).
  if (l < o && o < h && l < c && c < h) return true;
  return (
    isAtMost(l, candle.l, h, candle.h) &&
    isAtMost(l, candle.l, o, candle.o) &&
    isAtMost(o, candle.o, h, candle.h) &&
    isAtMost(l, candle.l, c, candle.c) &&
    isAtMost(c, candle.c, h, candle.h)
  );
}

function byTime(candles: readonly Candle[]): readonly Candle[] {
  let previous = Number.NEGATIVE_INFINITY;
  for (const candle of candles) {
    if (!(previous < candle.t)) return [...candles].sort((a, b) => a.t - b.t);
    previous = candle.t;
  }
  return candles;
}

/** Reads a timeframe's candles once (sorting them if needed) for the excursions and the what-if exits. */
export function candleSeries(timeframe: CandleTimeframe, candles: readonly Candle[]): CandleSeries {
  const sorted = byTime(candles);
  const size = sorted.length;
  const times = new Float64Array(size);
  const opens = new Float64Array(size);
  const highs = new Float64Array(size);
  const lows = new Float64Array(size);
  const closes = new Float64Array(size);
  // A copy of the kept candles is made only once one is left out.
  let kept: Candle[] | null = null;
  let count = 0;
  let previousTime = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < size; index++) {
    const candle = sorted[index];
    if (candle === undefined) continue;
    const o = priceAsDouble(candle.o);
    const h = priceAsDouble(candle.h);
    const l = priceAsDouble(candle.l);
    const c = priceAsDouble(candle.c);
    if (candle.t === previousTime || !isPossible(candle, o, h, l, c)) {
      kept ??= sorted.slice(0, index);
      continue;
    }
    times[count] = candle.t;
    opens[count] = o;
    highs[count] = h;
    lows[count] = l;
    closes[count] = c;
    kept?.push(candle);
    count++;
    previousTime = candle.t;
  }
  const candlesKept = kept ?? sorted;
  return {
    timeframe,
    lengthMs: TIMEFRAME_SECONDS[timeframe] * 1000,
    price: (index, field) => candlesKept[index]?.[field] ?? Number.NaN,
    times: times.subarray(0, count),
    opens: opens.subarray(0, count),
    highs: highs.subarray(0, count),
    lows: lows.subarray(0, count),
    closes: closes.subarray(0, count),
    rejected: size - count,
  };
}

/** The index of the first candle that opens after `ms` (the count when none does): a binary search. */
export function firstCandleAfter(series: CandleSeries, ms: number): number {
  const { times } = series;
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] ?? 0) > ms) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The exact price of a kept candle's field. */
export function exactPrice(series: CandleSeries, index: number, field: PriceField): Decimal {
  // Every kept candle's prices parse (candleSeries checked them): the zero only keeps the function total.
  return parseDecimal(series.price(index, field)) ?? new Decimal(0);
}
