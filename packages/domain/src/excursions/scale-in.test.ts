import { describe, expect, it } from 'vitest';
import { at, seriesOf } from '../../test/candle-rows.ts';
import { tradeExcursions } from './trade-excursions.ts';

/*
 * LONG scaled in: 1 at 200 at 09:00, then 2 at 204 at 11:30; all 3 out at 210 at 14:00.
 * Plan locked at entry: entry 200, stop 190, quantity 3 → risk 3 × 10 = 30.
 * After the scale-in: 3 open at an average of (200 + 2 × 204) / 3 = 202.666…, so equity at m = 3 × (m − 202.666…)
 * = 3m − 608. Realized: 3 × 210 − 608 = 22 → 0.7333 R.
 *
 * 1-hour candles (open time, o, h, l, c):
 *   09:00 200   201 198 200.5   holds the entry: no mark
 *   10:00 200.5 203 195 202     1 open: 203 → +3; 195 → −5 (the lowest price of the trade, on 1 unit)
 *   11:00 202   205 201 204.5   holds the scale-in (11:30): no mark
 *   12:00 204.5 207 200 206     3 open: 207 → +13; 200 → −8 (the lowest equity: a higher price, a larger size)
 *   13:00 206   212 205 209     212 → 3 × 212 − 608 = 28 (the highest); 205 → +7
 *   14:00 209   213 208 210     holds the exit: no mark
 * Fills: 200 → 0, 204 → 1 × 4 = 4, 210 → 22.
 * mfe_r = 28 / 30 = 0.9333 at 212 (13:00); mae_r = −8 / 30 = −0.2667 at 200 (12:00), not at 195;
 * efficiency = 22 / 28 = 0.785714… → 0.7857; candles used: 10:00, 12:00, 13:00.
 */
const candles = seriesOf('1h', [
  ['09:00', '200', '201', '198', '200.5'],
  ['10:00', '200.5', '203', '195', '202'],
  ['11:00', '202', '205', '201', '204.5'],
  ['12:00', '204.5', '207', '200', '206'],
  ['13:00', '206', '212', '205', '209'],
  ['14:00', '209', '213', '208', '210'],
]);

const trade = {
  direction: 'LONG' as const,
  entries: [
    { price: '200', quantity: '1', at: at('09:00') },
    { price: '204', quantity: '2', at: at('11:30') },
  ],
  exits: [{ price: '210', quantity: '3', at: at('14:00') }],
  plan: { entry_price: '200', stop_loss_price: '190', quantity: '3' },
};

describe('long scaled in', () => {
  it('weighs each mark by the size open at that time', () => {
    expect(tradeExcursions(trade, [candles])).toEqual({
      timeframe: '1h',
      candles_used: 3,
      mfe_r: 0.9333,
      mae_r: -0.2667,
      best_price: '212',
      mfe_at: '2025-03-04T13:00:00Z',
      worst_price: '200',
      mae_at: '2025-03-04T12:00:00Z',
      exit_efficiency: 0.7857,
      gaps: [],
    });
  });
});
