import type { CandleOut } from '@carnet/contract';
import type { Direction } from '@carnet/domain';
import type { ChartMarker } from './chart-overlays.ts';

/** A candle as the chart draws it: its opening instant in UTC seconds, prices as numbers (drawing only). */
export type ChartCandle = { time: number; open: number; high: number; low: number; close: number };

/** The API's candles, oldest first, for drawing; the exact decimals stay in the API's answer. */
export function toChartCandles(candles: readonly CandleOut[]): ChartCandle[] {
  return candles
    .map((candle) => ({
      time: Math.floor(Date.parse(candle.t) / 1000),
      open: Number(candle.o),
      high: Number(candle.h),
      low: Number(candle.l),
      close: Number(candle.c),
    }))
    .sort((a, b) => a.time - b.time);
}

/** The most decimals any price of the candles is written with, so the axis shows them all (at most 8). */
export function pricePrecision(candles: readonly CandleOut[]): number {
  let digits = 0;
  for (const candle of candles) {
    for (const price of [candle.o, candle.h, candle.l, candle.c]) {
      const fraction = price.split('.')[1]?.replace(/0+$/, '') ?? '';
      digits = Math.max(digits, fraction.length);
    }
  }
  return Math.min(digits, 8);
}

export type MarkerShape = 'arrowUp' | 'arrowDown' | 'circle';

/**
 * How a point is drawn: the entry is an arrow in the trade's direction (up for a long), an exit the other way, MFE
 * and MAE dots; an arrow sits on the side it points from, its tip at the exact price.
 */
export function markerShape(
  marker: Pick<ChartMarker, 'kind'>,
  direction: Direction,
): { shape: MarkerShape; position: 'atPriceBottom' | 'atPriceTop' | 'atPriceMiddle' } {
  if (marker.kind === 'mfe' || marker.kind === 'mae') return { shape: 'circle', position: 'atPriceMiddle' };
  const isBuy = (marker.kind === 'entry') === (direction === 'LONG');
  return isBuy
    ? { shape: 'arrowUp', position: 'atPriceBottom' }
    : { shape: 'arrowDown', position: 'atPriceTop' };
}

type PriceRange = { minValue: number; maxValue: number };

/**
 * The price range the chart fits: the candles' own, widened to every price line and marker, so a far target or a
 * stop below the candles stays on screen.
 */
export function widenedRange(range: PriceRange | null, prices: readonly number[]): PriceRange | null {
  const finite = prices.filter(Number.isFinite);
  if (range === null || finite.length === 0) return range;
  return {
    minValue: Math.min(range.minValue, ...finite),
    maxValue: Math.max(range.maxValue, ...finite),
  };
}
