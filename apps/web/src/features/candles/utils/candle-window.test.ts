import type { CandleCoverage } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { candleWindow, initialTimeframe, symbolCoverage } from './candle-window.ts';
import type { ChartTrade } from './chart-overlays.ts';

const series = (
  timeframe: CandleCoverage['timeframe'],
  overrides: Partial<CandleCoverage> = {},
): CandleCoverage => ({
  symbol: 'EURUSD',
  timeframe,
  first: '2026-01-01T00:00:00Z',
  last: '2026-06-01T00:00:00Z',
  count: 1000,
  ...overrides,
});

const trade: ChartTrade = {
  direction: 'LONG',
  entry_price: '1.1',
  entry_date: '2026-03-02T14:10:00Z',
  stop_loss_price: '1.099',
  close_price: '1.101',
  close_date: '2026-03-02T19:30:00Z',
  take_profits: [],
  exits: [],
  plan: null,
};

describe('symbolCoverage', () => {
  it('keeps the symbol’s series whatever its case, finest timeframe first', () => {
    const coverage = [series('1h'), series('1m', { symbol: 'eurusd' }), series('5m', { symbol: 'GBPUSD' })];
    expect(symbolCoverage(coverage, 'EURUSD').map((item) => item.timeframe)).toEqual(['1m', '1h']);
  });
});

describe('initialTimeframe', () => {
  it('draws the timeframe the excursions were measured on', () => {
    const measured = { ...trade, excursions: { timeframe: '1h' } as ChartTrade['excursions'] };
    expect(initialTimeframe([series('1m'), series('1h')], measured)).toBe('1h');
  });

  it('else the finest series holding the entry, and nothing without candles', () => {
    const late = series('1m', { first: '2026-04-01T00:00:00Z' });
    expect(initialTimeframe([late, series('15m'), series('1h')], trade)).toBe('15m');
    expect(initialTimeframe([], trade)).toBeNull();
  });
});

describe('candleWindow', () => {
  it('asks for the holding period with forty candles of context each side', () => {
    expect(candleWindow(trade, '1h')).toEqual({
      from: '2026-02-28T22:10:00.000Z',
      to: '2026-03-04T11:30:00.000Z',
    });
  });
});
