import { describe, expect, it } from 'vitest';
import { at, seriesOf } from '../../test/candle-rows.ts';
import { tradeExcursions } from './trade-excursions.ts';

/*
 * SHORT 10 at 50.00 at 14:00 sharp, plan stop 50.50 → risk 10 × 0.50 = 5. Exit 10 at 49.20 at 14:45 sharp.
 * Equity of a short at a mark m: 10 × (50 − m). Realized: 10 × 0.80 = 8 → 1.6 R.
 *
 * 15-minute candles (open time, o, h, l, c):
 *   14:00 50.00 50.10 49.90 49.95   opens at the entry instant, so it holds the entry: no mark
 *   14:15 49.95 50.40 49.60 49.70   50.40 → 10 × (−0.40) = −4 → −0.8 R (the lowest); 49.60 → +4
 *   14:30 49.70 49.80 48.90 49.10   48.90 → 10 × 1.10 = 11 → 2.2 R (the highest); 49.80 → +2
 *   14:45 49.10 49.30 48.50 49.00   opens at the exit instant, so it holds the exit: its low 48.50 is no mark
 * For a short the best price is a low and the worst a high.
 * mfe_r = 11 / 5 = 2.2 at 48.9 (14:30); mae_r = −4 / 5 = −0.8 at 50.4 (14:15);
 * efficiency = 8 / 11 = 0.727272… → 0.7273.
 */
const candles = seriesOf('15m', [
  ['14:00', '50.00', '50.10', '49.90', '49.95'],
  ['14:15', '49.95', '50.40', '49.60', '49.70'],
  ['14:30', '49.70', '49.80', '48.90', '49.10'],
  ['14:45', '49.10', '49.30', '48.50', '49.00'],
]);

const trade = {
  direction: 'SHORT' as const,
  entries: [{ price: '50.00', quantity: '10', at: at('14:00') }],
  exits: [{ price: '49.20', quantity: '10', at: at('14:45') }],
  plan: { entry_price: '50.00', stop_loss_price: '50.50', quantity: '10' },
};

describe('short with one exit', () => {
  it('measures the excursions with the sign of a short', () => {
    expect(tradeExcursions(trade, [candles])).toEqual({
      timeframe: '15m',
      candles_used: 2,
      mfe_r: 2.2,
      mae_r: -0.8,
      best_price: '48.9',
      mfe_at: '2025-03-04T14:30:00Z',
      worst_price: '50.4',
      mae_at: '2025-03-04T14:15:00Z',
      exit_efficiency: 0.7273,
      gaps: [],
    });
  });
});
