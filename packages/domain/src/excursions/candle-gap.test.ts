import { describe, expect, it } from 'vitest';
import { at, seriesOf } from '../../test/candle-rows.ts';
import { tradeExcursions } from './trade-excursions.ts';

/*
 * A gap is a stretch of the holding period longer than three candles with no candle (GAP_CANDLES).
 *
 * LONG 1 at 10 at 10:00:30, plan stop 9 → risk 1; exit at 10.5 at 10:20:30 → realized 0.5 R.
 * 1-minute candles (open time, h, l; o and c inside):
 *   10:00 10.1  9.9    holds the entry: no mark
 *   10:01 10.2  9.95   9.95 → −0.05 R (the lowest)
 *   10:02 10.3 10.0    10:03 10.25 10.1    10:04 10.4 10.2    10:05 10.35 10.15
 *   — nothing from 10:06 to 10:12: 6 minutes > 3 → the gap {10:06, 10:12}
 *   10:12 10.8 10.5    price jumped across the gap; what traded after it counts, nothing is drawn across it
 *   10:13 10.9 10.6    10.9 → +0.9 R (the highest)
 *   10:14 10.7 10.4
 *   — nothing from 10:15 to 10:18: exactly 3 minutes, not longer → no gap
 *   10:18 10.6 10.3    10:19 10.55 10.45
 *   10:20 10.6 10.4    holds the exit: no mark
 * Candles used: 10:01–10:05, 10:12–10:14, 10:18, 10:19 → 10.
 * mfe_r = 0.9 at 10.9 (10:13); mae_r = −0.05 at 9.95 (10:01); efficiency = 0.5 / 0.9 = 0.5556.
 */
const candles = seriesOf('1m', [
  ['10:00', '10', '10.1', '9.9', '10'],
  ['10:01', '10', '10.2', '9.95', '10.1'],
  ['10:02', '10.1', '10.3', '10.0', '10.2'],
  ['10:03', '10.2', '10.25', '10.1', '10.2'],
  ['10:04', '10.2', '10.4', '10.2', '10.3'],
  ['10:05', '10.3', '10.35', '10.15', '10.2'],
  ['10:12', '10.6', '10.8', '10.5', '10.7'],
  ['10:13', '10.7', '10.9', '10.6', '10.6'],
  ['10:14', '10.6', '10.7', '10.4', '10.5'],
  ['10:18', '10.5', '10.6', '10.3', '10.5'],
  ['10:19', '10.5', '10.55', '10.45', '10.5'],
  ['10:20', '10.5', '10.6', '10.4', '10.5'],
]);

const trade = {
  direction: 'LONG' as const,
  entries: [{ price: '10', quantity: '1', at: at('10:00') + 30_000 }],
  exits: [{ price: '10.5', quantity: '1', at: at('10:20') + 30_000 }],
  plan: { entry_price: '10', stop_loss_price: '9', quantity: '1' },
};

describe('a gap in the candles', () => {
  it('is reported, and only what traded counts', () => {
    expect(tradeExcursions(trade, [candles])).toEqual({
      timeframe: '1m',
      candles_used: 10,
      mfe_r: 0.9,
      mae_r: -0.05,
      best_price: '10.9',
      mfe_at: '2025-03-04T10:13:00Z',
      worst_price: '9.95',
      mae_at: '2025-03-04T10:01:00Z',
      exit_efficiency: 0.5556,
      gaps: [{ from: '2025-03-04T10:06:00Z', to: '2025-03-04T10:12:00Z' }],
    });
  });
});
