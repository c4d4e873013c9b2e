import { candleSeries, createRandom } from '@carnet/domain';
import { expect, it } from 'vitest';
import { type DemoCandleTrade, demoTradeCandles } from './demo-candles.ts';

// A long closed in two exits within the hour: its candles must hold every fill in the range of its candle.
const trade: DemoCandleTrade = {
  values: {
    status: 'CLOSED',
    direction: 'LONG',
    assetName: 'EURUSD',
    entryPrice: '1.0850',
    stopLossPrice: '1.0820',
    entryDate: new Date('2026-11-16T10:05:30Z'),
  },
  exits: [
    { price: '1.0880', executedAt: new Date('2026-11-16T10:40:10Z') },
    { price: '1.0865', executedAt: new Date('2026-11-16T10:52:00Z') },
  ],
};

it('draws valid candles through the entry and every exit of a demo trade (docs/rules/candles.md)', () => {
  const series = demoTradeCandles(trade, createRandom(1));
  expect(series?.timeframe).toBe('1m');
  const candles = series?.candles ?? [];
  // From 60 candles before the entry to 60 after the last exit.
  expect(candles[0]?.t).toBe(Date.parse('2026-11-16T09:05:00Z'));
  expect(candleSeries('1m', candles).rejected).toBe(0);
  for (const fill of [
    { at: '2026-11-16T10:05:30Z', price: 1.085 },
    { at: '2026-11-16T10:40:10Z', price: 1.088 },
    { at: '2026-11-16T10:52:00Z', price: 1.0865 },
  ]) {
    const candle = candles.find(
      (one) => one.t <= Date.parse(fill.at) && Date.parse(fill.at) < one.t + 60_000,
    );
    expect(Number(candle?.l)).toBeLessThanOrEqual(fill.price);
    expect(Number(candle?.h)).toBeGreaterThanOrEqual(fill.price);
  }
});
