import { expect, it } from 'vitest';
import { specOf } from '../../../test/instrument-specs.ts';
import { computedGrossPnl, type TradeExits } from '../computed-gross-pnl.ts';

/*
 * ES (E-mini S&P 500, 50 USD a point) in a USD account: short 3 contracts at 5 432.25; out 2 at 5 420.00, then 1 at
 * 5 441.75 (stopped on the rest).
 * - exit 1: (5 420.00 − 5 432.25) × 2 × 50 × (−1) = +1 225
 * - exit 2: (5 441.75 − 5 432.25) × 1 × 50 × (−1) = −475
 * gross = 750 USD.
 */
it('a short of 3 ES scaled out is worth 750 USD', () => {
  const spec = specOf('ESM5', 'USD');
  const trade: TradeExits = {
    direction: 'SHORT',
    entry_price: '5432.25',
    exits: [
      { price: '5420', quantity: '2' },
      { price: '5441.75', quantity: '1' },
    ],
  };
  expect(computedGrossPnl(trade, spec, 'USD')).toMatchObject({
    ok: true,
    gross_pnl: '750',
    quote_pnl: '750',
  });
});
