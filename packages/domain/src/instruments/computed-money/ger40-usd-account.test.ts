import { expect, it } from 'vitest';
import { specOf } from '../../../test/instrument-specs.ts';
import { computedGrossPnl, type TradeExits } from '../computed-gross-pnl.ts';

/*
 * GER40 (the DAX CFD, 1 EUR a point and a lot) in a USD account: long 2 lots at 18 500.5, out at 18 560.3.
 * gross = (18 560.3 − 18 500.5) × 2 × 1 = 119.6 EUR. The trade's price is an index, not EUR/USD: Carnet needs the
 * trader's fx_rate. With 1 EUR = 1.0845 USD: 119.6 × 1.0845 = 129.7062 → 129.71 USD. A rate of 0 is refused.
 */
const trade: TradeExits = {
  direction: 'LONG',
  entry_price: '18500.5',
  exits: [{ price: '18560.3', quantity: '2' }],
};

it('asks for the rate, then converts 119.60 EUR into 129.71 USD', () => {
  const spec = specOf('GER40', 'USD');
  expect(computedGrossPnl(trade, spec, 'USD')).toEqual({
    ok: false,
    error: 'FX_RATE_NEEDED',
    quote_currency: 'EUR',
    account_currency: 'USD',
  });
  expect(computedGrossPnl(trade, spec, 'USD', '1.0845')).toMatchObject({
    ok: true,
    gross_pnl: '129.71',
    quote_pnl: '119.6',
    conversion: { method: 'FX_RATE', fx_rate: '1.0845' },
  });
  expect(computedGrossPnl(trade, spec, 'USD', '0')).toEqual({ ok: false, error: 'INVALID_FX_RATE' });
  expect(computedGrossPnl(trade, spec, 'EUR')).toMatchObject({ ok: true, gross_pnl: '119.6' });
});
