import { describe, expect, it } from 'vitest';
import { at, candlesOf } from '../../test/candle-rows.ts';
import { Decimal } from '../decimal.ts';
import { candleSeries, firstCandleAfter } from './candle-series.ts';
import { extremeIndex, highReaches, lowReaches, priceLevel } from './exact-price.ts';

// Two prices 1e-17 apart are one and the same double: comparisons between them must fall back to the decimals.
const LOWER = '1.00000000000000001';
const HIGHER = '1.00000000000000002';

describe('a candle series', () => {
  it('sorts the candles and leaves out the impossible ones, counting them', () => {
    const series = candleSeries(
      '1m',
      candlesOf([
        ['10:02', '10', '11', '9', '10'],
        ['10:00', '10', '11', '9', '10'],
        ['10:01', '10', '9', '11', '10'], // high below low
        ['10:03', '12', '11', '9', '10'], // open above high
        ['10:04', '10', '11', '9', 'dix'], // not a decimal
        ['10:05', '10', '11', '9', '1e3'], // not a plain decimal
        ['10:02', '10', '12', '9', '10'], // a time already read
        ['10:06', '10', '11', '9', '9'],
      ]),
    );
    expect([...series.times]).toEqual([at('10:00'), at('10:02'), at('10:06')]);
    expect(series.rejected).toBe(5);
    expect(series.lengthMs).toBe(60_000);
  });

  it('finds candles by time with a binary search', () => {
    const series = candleSeries(
      '1m',
      candlesOf([
        ['10:00', '1', '1', '1', '1'],
        ['10:01', '1', '1', '1', '1'],
        ['10:03', '1', '1', '1', '1'],
      ]),
    );
    expect(firstCandleAfter(series, at('09:00'))).toBe(0);
    expect(firstCandleAfter(series, at('10:00'))).toBe(1);
    expect(firstCandleAfter(series, at('10:02'))).toBe(2);
    expect(firstCandleAfter(series, at('10:03'))).toBe(3);
  });

  it('compares prices exactly where doubles cannot tell them apart', () => {
    const series = candleSeries(
      '1m',
      candlesOf([
        ['10:00', LOWER, LOWER, LOWER, LOWER],
        ['10:01', HIGHER, HIGHER, HIGHER, HIGHER],
        ['10:02', LOWER, LOWER, LOWER, LOWER],
      ]),
    );
    expect(series.rejected).toBe(0);
    expect(Number(LOWER)).toBe(Number(HIGHER));
    expect(extremeIndex(series, 0, 3, 'h')).toBe(1);
    expect(extremeIndex(series, 0, 3, 'l')).toBe(0);
    const higher = priceLevel(new Decimal(HIGHER));
    expect(highReaches(series, 0, higher)).toBe(false);
    expect(highReaches(series, 1, higher)).toBe(true);
    expect(lowReaches(series, 0, priceLevel(new Decimal(LOWER)))).toBe(true);
    expect(lowReaches(series, 1, priceLevel(new Decimal(LOWER)))).toBe(false);
  });

  it('refuses a candle whose high is below its low by less than a double can show', () => {
    const series = candleSeries('1m', candlesOf([['10:00', LOWER, LOWER, HIGHER, LOWER]]));
    expect(series.rejected).toBe(1);
  });
});
