import { describe, expect, it } from 'vitest';
import { at, seriesOf } from '../../test/candle-rows.ts';
import { tradeExcursions } from './trade-excursions.ts';

/*
 * An imported trade without a stop: R is unknown, so mfe_r and mae_r are null; the prices and instants of the
 * marks are still known, and so is the exit efficiency, a ratio of two equities that needs no risk.
 *
 * The long of long-one-exit.test.ts without its stop: LONG 2 at 100 at 10:02, out at 103 at 10:31.
 * Highest equity 2 × (104 − 100) = 8 at 104 (10:10); lowest 2 × (99 − 100) = −2 at 99 (10:20);
 * realized 2 × 3 = 6 → efficiency 6 / 8 = 0.75.
 */
const candles = seriesOf('5m', [
  ['10:00', '99.5', '100.5', '98.5', '100.2'],
  ['10:05', '100.2', '101.0', '99.5', '100.8'],
  ['10:10', '100.8', '104.0', '100.5', '103.5'],
  ['10:15', '103.5', '103.8', '101.0', '101.5'],
  ['10:20', '101.5', '102.0', '99.0', '99.8'],
  ['10:25', '99.8', '102.5', '99.6', '102.4'],
  ['10:30', '102.4', '104.5', '102.0', '103.1'],
]);

describe('a trade without a stop', () => {
  it('gives the prices but no R', () => {
    const trade = {
      direction: 'LONG' as const,
      entries: [{ price: '100', quantity: '2', at: at('10:02') }],
      exits: [{ price: '103', quantity: '2', at: at('10:31') }],
      plan: { entry_price: '100', stop_loss_price: null, quantity: '2' },
    };
    expect(tradeExcursions(trade, [candles])).toEqual({
      timeframe: '5m',
      candles_used: 5,
      mfe_r: null,
      mae_r: null,
      best_price: '104',
      mfe_at: '2025-03-04T10:10:00Z',
      worst_price: '99',
      mae_at: '2025-03-04T10:20:00Z',
      exit_efficiency: 0.75,
      gaps: [],
    });
  });
});
