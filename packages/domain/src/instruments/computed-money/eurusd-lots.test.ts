import { expect, it } from 'vitest';
import { specOf } from '../../../test/instrument-specs.ts';
import { computedGrossPnl, type TradeExits } from '../computed-gross-pnl.ts';

/*
 * EURUSD in a USD account: long 1.5 lots at 1.08500, out at 1.08650 (+15 pips).
 * A lot is 100 000 EUR; the price is in USD per EUR, so the money is in USD, the account's currency:
 * gross = (1.08650 − 1.08500) × 1.5 × 100 000 × (+1) = 0.0015 × 150 000 = 225 USD — no conversion.
 * (The trader of the report saw 777.96: R × risk %, which ignores the size.)
 */
it('1.5 lots that made 15 pips are worth 225 USD', () => {
  const spec = specOf('EURUSD', 'USD');
  const trade: TradeExits = {
    direction: 'LONG',
    entry_price: '1.085',
    exits: [{ price: '1.0865', quantity: '1.5' }],
  };
  expect(computedGrossPnl(trade, spec, 'USD')).toEqual({
    ok: true,
    gross_pnl: '225',
    quote_currency: 'USD',
    quote_pnl: '225',
    conversion: { method: 'SAME_CURRENCY' },
  });
});
