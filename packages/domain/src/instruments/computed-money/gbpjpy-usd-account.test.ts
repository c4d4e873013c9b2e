import { expect, it } from 'vitest';
import { specOf } from '../../../test/instrument-specs.ts';
import { computedGrossPnl, type TradeExits } from '../computed-gross-pnl.ts';

/*
 * GBPJPY in a USD account: long 0.5 lot at 190.000, out at 190.800.
 * gross = (190.800 − 190.000) × 0.5 × 100 000 = 40 000 JPY. Neither GBP nor JPY is the account's USD: the trade's
 * price cannot convert, so Carnet asks for the rate (never guesses one). With fx_rate 0.00665453 (1 JPY =
 * 0.00665453 USD): 40 000 × 0.00665453 = 266.1812 → 266.18 USD.
 */
const trade: TradeExits = {
  direction: 'LONG',
  entry_price: '190',
  exits: [{ price: '190.8', quantity: '0.5' }],
};

it('without a rate: an fx_rate from JPY to USD is needed', () => {
  const spec = specOf('GBPJPY', 'USD');
  expect(computedGrossPnl(trade, spec, 'USD')).toEqual({
    ok: false,
    error: 'FX_RATE_NEEDED',
    quote_currency: 'JPY',
    account_currency: 'USD',
  });
});

it('with the rate: 266.18 USD', () => {
  const spec = specOf('GBPJPY', 'USD');
  expect(computedGrossPnl(trade, spec, 'USD', '0.00665453')).toEqual({
    ok: true,
    gross_pnl: '266.18',
    quote_currency: 'JPY',
    quote_pnl: '40000',
    conversion: { method: 'FX_RATE', fx_rate: '0.00665453' },
  });
});
