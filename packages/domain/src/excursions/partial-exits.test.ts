import { describe, expect, it } from 'vitest';
import { at, seriesOf } from '../../test/candle-rows.ts';
import { tradeExcursions } from './trade-excursions.ts';

/*
 * LONG 4 at 1.1000 at 08:00, plan stop 1.0950 → risk 4 × 0.0050 = 0.02.
 * TP1: 2 at 1.1050 at 08:12 (+2 × 0.0050 = 0.01 realized). The other 2 leave at break-even, 1.1000 at 08:40.
 * Before TP1, equity at m = 4 × (m − 1.1); after it, 0.01 + 2 × (m − 1.1) = 2m − 2.19: on the remaining size.
 * Realized: 0.01 → 0.5 R.
 *
 * 5-minute candles (open time, o, h, l, c):
 *   08:00 1.1000 1.1010 1.0990 1.1000   holds the entry: no mark
 *   08:05 1.1000 1.1030 1.0980 1.1020   4 open: 1.1030 → +0.012 (0.6 R); 1.0980 → −0.008 → −0.4 R (the lowest)
 *   08:10 1.1020 1.1055 1.1020 1.1045   holds TP1 (08:12): no mark
 *   08:15 1.1045 1.1080 1.1040 1.1060   2 open: 1.1080 → 0.026 → 1.3 R (the highest); 1.1040 → 0.018
 *   08:20 1.1060 1.1070 1.1010 1.1020   1.1010 → 0.012
 *   08:25 1.1020 1.1030 1.0970 1.0990   1.0970 → 0.004 → +0.2 R: below the 08:05 low, yet in profit after TP1
 *   08:30 1.1005 1.1020 1.1005 1.1010
 *   08:35 1.1010 1.1010 1.1000 1.1000   ends at 08:40: wholly inside
 *   08:40 1.1000 1.1005 1.0960 1.0990   holds the last exit (08:40): no mark
 * TP1 fill: 2 × 1.105 − 2.19 = 0.02 (1 R); last exit: 0.01.
 * mfe_r = 0.026 / 0.02 = 1.3 at 1.108 (08:15); mae_r = −0.008 / 0.02 = −0.4 at 1.098 (08:05);
 * efficiency = 0.01 / 0.026 = 0.384615… → 0.3846; candles used: 08:05 and 08:15 to 08:35 (6).
 */
const candles = seriesOf('5m', [
  ['08:00', '1.1000', '1.1010', '1.0990', '1.1000'],
  ['08:05', '1.1000', '1.1030', '1.0980', '1.1020'],
  ['08:10', '1.1020', '1.1055', '1.1020', '1.1045'],
  ['08:15', '1.1045', '1.1080', '1.1040', '1.1060'],
  ['08:20', '1.1060', '1.1070', '1.1010', '1.1020'],
  ['08:25', '1.1020', '1.1030', '1.0970', '1.0990'],
  ['08:30', '1.1005', '1.1020', '1.1005', '1.1010'],
  ['08:35', '1.1010', '1.1010', '1.1000', '1.1000'],
  ['08:40', '1.1000', '1.1005', '1.0960', '1.0990'],
]);

const trade = {
  direction: 'LONG' as const,
  entries: [{ price: '1.1000', quantity: '4', at: at('08:00') }],
  exits: [
    { price: '1.1050', quantity: '2', at: at('08:12') },
    { price: '1.1000', quantity: '2', at: at('08:40') },
  ],
  plan: { entry_price: '1.1000', stop_loss_price: '1.0950', quantity: '4' },
};

describe('long with a partial exit at TP1 and the rest at break-even', () => {
  it('measures equity after TP1 on the remaining size, with what TP1 realized', () => {
    expect(tradeExcursions(trade, [candles])).toEqual({
      timeframe: '5m',
      candles_used: 6,
      mfe_r: 1.3,
      mae_r: -0.4,
      best_price: '1.108',
      mfe_at: '2025-03-04T08:15:00Z',
      worst_price: '1.098',
      mae_at: '2025-03-04T08:05:00Z',
      exit_efficiency: 0.3846,
      gaps: [],
    });
  });
});
