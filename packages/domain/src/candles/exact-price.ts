import type { Decimal } from '../decimal.ts';
import { type CandleSeries, exactPrice } from './candle-series.ts';

/** A price to compare candles with: exact, and as a double for the fast path. */
export type PriceLevel = { exact: Decimal; double: number };

export function priceLevel(exact: Decimal): PriceLevel {
  return { exact, double: exact.toNumber() };
}

// Doubles keep the order of the decimals they round (a < b ⇒ double(a) ≤ double(b)), so two different doubles
// decide a comparison; two equal ones may hide different decimals and are settled on the exact prices.

const FIELD_DOUBLES = { o: 'opens', h: 'highs', l: 'lows', c: 'closes' } as const;

/** The sign of (the candle's price − the level): negative, zero or positive. */
export function comparePrice(
  series: CandleSeries,
  index: number,
  field: 'o' | 'h' | 'l' | 'c',
  level: PriceLevel,
): number {
  const price = series[FIELD_DOUBLES[field]][index] ?? Number.NaN;
  if (price !== level.double) return price > level.double ? 1 : -1;
  return exactPrice(series, index, field).comparedTo(level.exact);
}

/** The candle's high is at or above the level. */
export function highReaches(series: CandleSeries, index: number, level: PriceLevel): boolean {
  return comparePrice(series, index, 'h', level) >= 0;
}

/** The candle's low is at or below the level. */
export function lowReaches(series: CandleSeries, index: number, level: PriceLevel): boolean {
  return comparePrice(series, index, 'l', level) <= 0;
}

/**
 * The index of the candle with the highest high (`'h'`) or the lowest low (`'l'`) among `[from, to)` (not
 * empty), the earliest on a tie.
 */
export function extremeIndex(series: CandleSeries, from: number, to: number, field: 'h' | 'l'): number {
  const values = field === 'h' ? series.highs : series.lows;
  const sign = field === 'h' ? 1 : -1;
  let best = from;
  let bestValue = sign * (values[from] ?? Number.NaN);
  let isTied = false;
  for (let i = from + 1; i < to; i++) {
    const value = sign * (values[i] ?? Number.NaN);
    if (value > bestValue) {
      best = i;
      bestValue = value;
      isTied = false;
    } else if (value === bestValue) isTied = true;
  }
  if (!isTied) return best;
  let exact = exactPrice(series, best, field).times(sign);
  for (let i = best + 1; i < to; i++) {
    // The same text (the usual tie) is the same price: no need to read it.
    if (
      sign * (values[i] ?? Number.NaN) !== bestValue ||
      series.price(i, field) === series.price(best, field)
    ) {
      continue;
    }
    const candidate = exactPrice(series, i, field).times(sign);
    if (candidate.gt(exact)) {
      best = i;
      exact = candidate;
    }
  }
  return best;
}
