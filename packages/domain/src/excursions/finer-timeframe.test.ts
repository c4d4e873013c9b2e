import { describe, expect, it } from 'vitest';
import { at, type CandleRow, seriesOf } from '../../test/candle-rows.ts';
import { tradeExcursions } from './trade-excursions.ts';

/*
 * LONG 1 at 100 at 10:10, plan stop 99 → risk 1; out at 101 at 10:50 → realized 1 R.
 * One 1-hour candle, 10:00 (h 103, l 98), holds both fills: read alone, only the fills count (mfe 1, mae 0).
 * 5-minute candles (open time, h, l):
 *   10:10 100.5 99.8 (holds the entry)   10:15 100.8 99.6   10:20 101.5 100.2   10:25 102.0 101.0
 *   10:30 101.8 100.5   10:35 101.2 99.9   10:40 100.9 99.5   10:45 101.1 100.6   10:50 101.3 100.8 (the exit)
 * They cover the holding period, so the finer timeframe is read: 10:15 to 10:45 (7 candles) lie between the
 * fills. mfe_r = 102 − 100 = 2 at 10:25; mae_r = 99.5 − 100 = −0.5 at 10:40; efficiency 1 / 2 = 0.5.
 *
 * With the 5-minute candles from 10:30 only, the first one opens 20 minutes after the entry: more than three
 * candles (15 minutes) are missing at the start, so they do not cover it and the hour is read (fills only).
 * With those late 5-minute candles alone, nothing covers: the timeframe that covers most is read, the missing
 * start is a gap. Between the fills: 10:30 to 10:45 → highest 101.8 (1.8 R, 10:30), lowest 99.5 (−0.5 R, 10:40);
 * efficiency 1 / 1.8 = 0.5556.
 */
const fiveMinutes: CandleRow[] = [
  ['10:10', '100', '100.5', '99.8', '100.2'],
  ['10:15', '100.2', '100.8', '99.6', '100.5'],
  ['10:20', '100.5', '101.5', '100.2', '101.2'],
  ['10:25', '101.2', '102.0', '101.0', '101.5'],
  ['10:30', '101.5', '101.8', '100.5', '100.8'],
  ['10:35', '100.8', '101.2', '99.9', '100.1'],
  ['10:40', '100.1', '100.9', '99.5', '100.7'],
  ['10:45', '100.7', '101.1', '100.6', '100.9'],
  ['10:50', '100.9', '101.3', '100.8', '101.0'],
];
const hour = seriesOf('1h', [['10:00', '100', '103', '98', '101']]);

const trade = {
  direction: 'LONG' as const,
  entries: [{ price: '100', quantity: '1', at: at('10:10') }],
  exits: [{ price: '101', quantity: '1', at: at('10:50') }],
  plan: { entry_price: '100', stop_loss_price: '99', quantity: '1' },
};

describe('the timeframe read', () => {
  it('is the finest that covers the holding period', () => {
    expect(tradeExcursions(trade, [hour, seriesOf('5m', fiveMinutes)])).toEqual({
      timeframe: '5m',
      candles_used: 7,
      mfe_r: 2,
      mae_r: -0.5,
      best_price: '102',
      mfe_at: '2025-03-04T10:25:00Z',
      worst_price: '99.5',
      mae_at: '2025-03-04T10:40:00Z',
      exit_efficiency: 0.5,
      gaps: [],
    });
  });

  it('is a coarser one when the finer misses the start', () => {
    const late = seriesOf('5m', fiveMinutes.slice(4));
    expect(tradeExcursions(trade, [late, hour])).toEqual({
      timeframe: '1h',
      candles_used: 0,
      mfe_r: 1,
      mae_r: 0,
      best_price: '101',
      mfe_at: '2025-03-04T10:50:00Z',
      worst_price: '100',
      mae_at: '2025-03-04T10:10:00Z',
      exit_efficiency: 1,
      gaps: [],
    });
  });

  it('is the one that covers most when none covers, its missing start a gap', () => {
    const late = seriesOf('5m', fiveMinutes.slice(4));
    expect(tradeExcursions(trade, [late])).toEqual({
      timeframe: '5m',
      candles_used: 4,
      mfe_r: 1.8,
      mae_r: -0.5,
      best_price: '101.8',
      mfe_at: '2025-03-04T10:30:00Z',
      worst_price: '99.5',
      mae_at: '2025-03-04T10:40:00Z',
      exit_efficiency: 0.5556,
      gaps: [{ from: '2025-03-04T10:10:00Z', to: '2025-03-04T10:30:00Z' }],
    });
  });
});
