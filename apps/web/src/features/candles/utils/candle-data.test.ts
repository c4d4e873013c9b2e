import { describe, expect, it } from 'vitest';
import { markerShape, pricePrecision, toChartCandles, widenedRange } from './candle-data.ts';

const candle = (t: string, o: string, h: string, l: string, c: string) => ({ t, o, h, l, c, v: null });

describe('toChartCandles and pricePrecision', () => {
  it('draws the candles oldest first in UTC seconds, with as many decimals as their prices have', () => {
    const candles = [
      candle('2026-03-02T11:00:00Z', '1.1001', '1.10125', '1.0994', '1.1009'),
      candle('2026-03-02T10:00:00Z', '1.1', '1.1003', '1.0997', '1.1001'),
    ];
    expect(toChartCandles(candles).map((item) => item.time)).toEqual([1772445600, 1772449200]);
    expect(pricePrecision(candles)).toBe(5);
    expect(pricePrecision([candle('2026-03-02T10:00:00Z', '60000.00', '60100', '59900', '60050')])).toBe(0);
  });
});

describe('markerShape', () => {
  it('points the entry of a long up and its exits down, the other way for a short, and dots MFE and MAE', () => {
    expect(markerShape({ kind: 'entry' }, 'LONG')).toEqual({ shape: 'arrowUp', position: 'atPriceBottom' });
    expect(markerShape({ kind: 'exit' }, 'LONG')).toEqual({ shape: 'arrowDown', position: 'atPriceTop' });
    expect(markerShape({ kind: 'entry' }, 'SHORT')).toEqual({ shape: 'arrowDown', position: 'atPriceTop' });
    expect(markerShape({ kind: 'mfe' }, 'SHORT')).toEqual({ shape: 'circle', position: 'atPriceMiddle' });
  });
});

describe('widenedRange', () => {
  it('keeps a far target and a stop below the candles on screen', () => {
    expect(widenedRange({ minValue: 100, maxValue: 110 }, [95, 120, Number.NaN])).toEqual({
      minValue: 95,
      maxValue: 120,
    });
    expect(widenedRange(null, [95])).toBeNull();
  });
});
