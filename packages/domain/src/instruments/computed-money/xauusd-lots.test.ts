import { expect, it } from 'vitest';
import { specOf } from '../../../test/instrument-specs.ts';
import { computedGrossPnl, type TradeExits } from '../computed-gross-pnl.ts';

/*
 * XAUUSD (spot gold, 100 troy ounces a lot) in a USD account: short 0.3 lot at 2 350.40, out at 2 338.15.
 * gross = (2 338.15 − 2 350.40) × 0.3 × 100 × (−1) = −12.25 × 30 × (−1) = 367.5 USD.
 */
it('a short of 0.3 lot of gold that fell 12.25 USD an ounce made 367.50 USD', () => {
  const spec = specOf('XAUUSD', 'USD');
  const trade: TradeExits = {
    direction: 'SHORT',
    entry_price: '2350.40',
    exits: [{ price: '2338.15', quantity: '0.3' }],
  };
  expect(computedGrossPnl(trade, spec, 'USD')).toMatchObject({
    ok: true,
    gross_pnl: '367.5',
    quote_pnl: '367.5',
  });
});
