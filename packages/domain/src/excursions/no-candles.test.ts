import { describe, expect, it } from 'vitest';
import { at, seriesOf } from '../../test/candle-rows.ts';
import { tradeExcursions } from './trade-excursions.ts';

/*
 * No candle overlaps the holding period [10:10, 10:40] → null, never a guess from the fills.
 * 5-minute candles at 10:00 and 10:05 end at 10:05 and 10:10: the second ends at the entry instant, its span
 * [10:05, 10:10) does not reach it. A candle opening at 10:45 is after the exit. None overlaps: null.
 * A candle opening at 10:40 itself holds the exit: it overlaps, and the excursions are the fills alone —
 * LONG 1 at 100 → 102, stop 99 (risk 1): mfe_r 2 at the exit, mae_r 0 at the entry.
 */
const entry = { price: '100', quantity: '1', at: at('10:10') };
const exit = { price: '102', quantity: '1', at: at('10:40') };
const trade = {
  direction: 'LONG' as const,
  entries: [entry],
  exits: [exit],
  plan: { entry_price: '100', stop_loss_price: '99', quantity: '1' },
};

describe('a trade without candles', () => {
  it('has no excursions at all', () => {
    expect(tradeExcursions(trade, [])).toBeNull();
    const around = seriesOf('5m', [
      ['10:00', '99', '101', '98', '100'],
      ['10:05', '100', '100.5', '99.5', '100'],
      ['10:45', '102', '104', '101', '103'],
    ]);
    expect(tradeExcursions(trade, [around])).toBeNull();
  });

  it('has the fills alone when the only candle holds a fill', () => {
    const atExit = seriesOf('5m', [['10:40', '102', '110', '90', '101']]);
    expect(tradeExcursions(trade, [atExit])).toMatchObject({
      candles_used: 0,
      mfe_r: 2,
      mae_r: 0,
      best_price: '102',
      worst_price: '100',
      exit_efficiency: 1,
    });
  });

  it('has none when the fills are not a closed position', () => {
    const series = [seriesOf('5m', [['10:15', '100', '101', '99', '100']])];
    expect(tradeExcursions({ ...trade, exits: [] }, series)).toBeNull();
    expect(tradeExcursions({ ...trade, exits: [{ ...exit, quantity: '2' }] }, series)).toBeNull();
    expect(tradeExcursions({ ...trade, entries: [{ ...entry, price: 'abc' }] }, series)).toBeNull();
  });
});
