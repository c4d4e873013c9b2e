import { describe, expect, it } from 'vitest';
import { at, seriesOf } from '../../test/candle-rows.ts';
import { tradeExcursions } from './trade-excursions.ts';

/*
 * LONG 2 at 100 at 10:02, plan stop 98 → risk 2 × |100 − 98| = 4. One exit: 2 at 103 at 10:31.
 * Realized: 2 × (103 − 100) = 6 → 1.5 R.
 *
 * 5-minute candles (open time, o, h, l, c):
 *   10:00  99.5  100.5  98.5  100.2   holds the entry (10:02): only the fill counts, its low 98.5 is no mark
 *   10:05 100.2  101.0  99.5  100.8   wholly between the fills: marks 101.0 and 99.5
 *   10:10 100.8  104.0 100.5  103.5   104.0 → equity 2 × 4 = 8 → 2 R (the highest)
 *   10:15 103.5  103.8 101.0  101.5
 *   10:20 101.5  102.0  99.0   99.8   99.0 → equity 2 × (−1) = −2 → −0.5 R (the lowest)
 *   10:25  99.8  102.5  99.6  102.4   ends at 10:30 ≤ 10:31: wholly inside, the last one used
 *   10:30 102.4  104.5 102.0  103.1   holds the exit (10:31): its high 104.5 is no mark
 *   10:35 103.1  106.0 103.0  105.0   after the exit: outside the trade
 * Marks: the fills (100 → 0, 103 → 6) and the 5 candles 10:05…10:25.
 * mfe_r = 8 / 4 = 2 at 104 (10:10); mae_r = −2 / 4 = −0.5 at 99 (10:20); efficiency = 6 / 8 = 0.75.
 */
const candles = seriesOf('5m', [
  ['10:00', '99.5', '100.5', '98.5', '100.2'],
  ['10:05', '100.2', '101.0', '99.5', '100.8'],
  ['10:10', '100.8', '104.0', '100.5', '103.5'],
  ['10:15', '103.5', '103.8', '101.0', '101.5'],
  ['10:20', '101.5', '102.0', '99.0', '99.8'],
  ['10:25', '99.8', '102.5', '99.6', '102.4'],
  ['10:30', '102.4', '104.5', '102.0', '103.1'],
  ['10:35', '103.1', '106.0', '103.0', '105.0'],
]);

const trade = {
  direction: 'LONG' as const,
  entries: [{ price: '100', quantity: '2', at: at('10:02') }],
  exits: [{ price: '103', quantity: '2', at: at('10:31') }],
  plan: { entry_price: '100', stop_loss_price: '98', quantity: '2' },
};

describe('long with one exit', () => {
  it('went 2 R for and 0.5 R against, and kept three quarters of the best', () => {
    expect(tradeExcursions(trade, [candles])).toEqual({
      timeframe: '5m',
      candles_used: 5,
      mfe_r: 2,
      mae_r: -0.5,
      best_price: '104',
      mfe_at: '2025-03-04T10:10:00Z',
      worst_price: '99',
      mae_at: '2025-03-04T10:20:00Z',
      exit_efficiency: 0.75,
      gaps: [],
    });
  });
});
