import { expect, it } from 'vitest';
import { specOf } from '../../../test/instrument-specs.ts';
import { computedGrossPnl, type TradeExits } from '../computed-gross-pnl.ts';

/*
 * AAPL, 40 shares long at 182.37; out 25 at 185.12 and 15 at 181.90.
 * - exit 1: (185.12 − 182.37) × 25 = 68.75
 * - exit 2: (181.90 − 182.37) × 15 = −7.05
 * gross = 61.70, in the account's currency (a stock is quoted in it unless the profile says otherwise).
 * In a EUR account whose profile says AAPL is quoted in USD, with 1 USD = 0.9231 EUR: 61.70 × 0.9231 = 56.95527
 * → 56.96 EUR.
 */
const trade: TradeExits = {
  direction: 'LONG',
  entry_price: '182.37',
  exits: [
    { price: '185.12', quantity: '25' },
    { price: '181.90', quantity: '15' },
  ],
};

it('61.70 in the account’s currency', () => {
  const spec = specOf('AAPL', 'USD');
  expect(computedGrossPnl(trade, spec, 'USD')).toMatchObject({
    ok: true,
    gross_pnl: '61.7',
    quote_currency: 'USD',
  });
});

it('quoted in USD by the profile, in a EUR account: 56.96 EUR at the trader’s rate', () => {
  const spec = specOf('AAPL', 'EUR', { quote_currency: 'USD' });
  expect(computedGrossPnl(trade, spec, 'EUR', '0.9231')).toMatchObject({
    ok: true,
    gross_pnl: '56.96',
    quote_pnl: '61.7',
  });
});
