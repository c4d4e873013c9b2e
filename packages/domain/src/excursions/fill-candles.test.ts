import { describe, expect, it } from 'vitest';
import { at, seriesOf } from '../../test/candle-rows.ts';
import { tradeExcursions } from './trade-excursions.ts';

/*
 * A candle that holds a fill adds nothing but the fill: Carnet cannot tell which of its prices came before the
 * fill and which after, so it guesses nothing.
 *
 * LONG 1 at 20 at 10:00:30, plan stop 19 → risk 1; exit 1 at 21 at 10:03:20 → realized 1 R.
 * 1-minute candles (open time, o, h, l, c):
 *   10:00 20.1 20.2 18.5 20.1   holds the entry: its low 18.5 (−1.5 R) may have traded before the fill. No mark.
 *   10:01 20.1 20.6 19.8 20.5   20.6 → +0.6; 19.8 → −0.2 (the lowest)
 *   10:02 20.5 20.9 20.3 20.8   20.9 → +0.9
 *   10:03 20.8 23.0 20.7 21.0   holds the exit: its high 23.0 (+3 R) may have traded after it. No mark.
 * Fills: 20 → 0, 21 → +1 (the highest). mfe_r = 1 at the exit itself (21, 10:03:20); mae_r = −0.2 at 19.8 (10:01);
 * efficiency = 1 / 1 = 1.
 *
 * A scalp inside one candle: LONG 1 at 50 at 10:00:15 out at 50.4 at 10:00:45, stop 49.5 (risk 0.5), one candle
 * 10:00 with high 51 and low 49. No candle lies between the fills: the fills are the only marks.
 * mfe_r = 0.4 / 0.5 = 0.8 at 50.4 (10:00:45); the lowest equity is the entry's 0 → mae_r 0 at 50 (10:00:15).
 */
const candles = seriesOf('1m', [
  ['10:00', '20.1', '20.2', '18.5', '20.1'],
  ['10:01', '20.1', '20.6', '19.8', '20.5'],
  ['10:02', '20.5', '20.9', '20.3', '20.8'],
  ['10:03', '20.8', '23.0', '20.7', '21.0'],
]);

describe('candles that hold a fill', () => {
  it('count only the fill, at the entry and at the exit', () => {
    const trade = {
      direction: 'LONG' as const,
      entries: [{ price: '20', quantity: '1', at: '2025-03-04T10:00:30Z' }],
      exits: [{ price: '21', quantity: '1', at: '2025-03-04T10:03:20Z' }],
      plan: { entry_price: '20', stop_loss_price: '19', quantity: '1' },
    };
    expect(tradeExcursions(trade, [candles])).toEqual({
      timeframe: '1m',
      candles_used: 2,
      mfe_r: 1,
      mae_r: -0.2,
      best_price: '21',
      mfe_at: '2025-03-04T10:03:20Z',
      worst_price: '19.8',
      mae_at: '2025-03-04T10:01:00Z',
      exit_efficiency: 1,
      gaps: [],
    });
  });

  it('leave a trade held inside one candle to its fills alone', () => {
    const scalp = {
      direction: 'LONG' as const,
      entries: [{ price: '50', quantity: '1', at: at('10:00') + 15_000 }],
      exits: [{ price: '50.4', quantity: '1', at: at('10:00') + 45_000 }],
      plan: { entry_price: '50', stop_loss_price: '49.5', quantity: '1' },
    };
    const oneCandle = seriesOf('1m', [['10:00', '50', '51', '49', '50.5']]);
    expect(tradeExcursions(scalp, [oneCandle])).toEqual({
      timeframe: '1m',
      candles_used: 0,
      mfe_r: 0.8,
      mae_r: 0,
      best_price: '50.4',
      mfe_at: '2025-03-04T10:00:45Z',
      worst_price: '50',
      mae_at: '2025-03-04T10:00:15Z',
      exit_efficiency: 1,
      gaps: [],
    });
  });
});
