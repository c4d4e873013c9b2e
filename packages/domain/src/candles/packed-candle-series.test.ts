import { describe, expect, it } from 'vitest';
import { at, type CandleRow, candlesOf } from '../../test/candle-rows.ts';
import { type CandleSeries, candleSeries, type PriceField } from './candle-series.ts';
import { extremeIndex } from './exact-price.ts';
import { packedCandleSeries } from './packed-candle-series.ts';

const pack = (rows: readonly CandleRow[]) =>
  candlesOf(rows)
    .map(({ t, o, h, l, c }) => `${t},${o},${h},${l},${c}`)
    .join(';');

const FIELDS: PriceField[] = ['o', 'h', 'l', 'c'];

/** Everything a series tells: its times, doubles, exact prices and the count left out. */
function contents(series: CandleSeries) {
  return {
    times: [...series.times],
    doubles: [series.opens, series.highs, series.lows, series.closes].map((values) => [...values]),
    prices: [...series.times].map((_, index) => FIELDS.map((field) => series.price(index, field))),
    rejected: series.rejected,
  };
}

describe('a packed candle series', () => {
  it('keeps and leaves out the same candles as the series of objects, exact prices as written', () => {
    const rows: CandleRow[] = [
      ['10:00', '10', '11', '9', '10'],
      ['10:01', '10', '9', '11', '10'], // high below low
      ['10:02', '1.00000000000000001', '1.00000000000000002', '1.00000000000000001', '1.00000000000000002'],
      ['10:03', '10', '11', '9', 'dix'], // not a decimal
      ['10:04', '12', '12', '12', '12'],
    ];
    const packed = packedCandleSeries('1m', pack(rows));
    expect(contents(packed)).toEqual(contents(candleSeries('1m', candlesOf(rows))));
    expect(packed.rejected).toBe(2);
    expect(packed.price(1, 'h')).toBe('1.00000000000000002');
    expect(extremeIndex(packed, 0, 3, 'h')).toBe(2);
  });

  it('reads a text out of time order, or with a repeated time, as the series of objects does', () => {
    const rows: CandleRow[] = [
      ['10:02', '10', '11', '9', '10'],
      ['10:00', '10', '11', '9', '10'],
      ['10:02', '10', '12', '9', '10'],
    ];
    const packed = packedCandleSeries('1m', pack(rows));
    expect([...packed.times]).toEqual([at('10:00'), at('10:02')]);
    expect(contents(packed)).toEqual(contents(candleSeries('1m', candlesOf(rows))));
  });

  it('is empty for an empty text', () => {
    expect(contents(packedCandleSeries('5m', ''))).toEqual(contents(candleSeries('5m', [])));
  });
});
