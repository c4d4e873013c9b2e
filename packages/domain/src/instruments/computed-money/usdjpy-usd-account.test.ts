import { expect, it } from 'vitest';
import { specOf } from '../../../test/instrument-specs.ts';
import { computedGrossPnl, type TradeExits } from '../computed-gross-pnl.ts';

/*
 * USDJPY in a USD account: short 2 lots at 151.500, out 1 lot at 151.000 and 1 lot at 150.800.
 * The price is JPY per USD: the money comes in JPY and the trade's own price converts it (JPY ÷ price = USD),
 * each exit at its own price:
 * - exit 1: (151.000 − 151.500) × 1 × 100 000 × (−1) = 50 000 JPY ÷ 151.000 = 331.1258278… USD
 * - exit 2: (150.800 − 151.500) × 1 × 100 000 × (−1) = 70 000 JPY ÷ 150.800 = 464.1909814… USD
 * gross = 120 000 JPY = 795.3168092… USD → 795.32 USD (half to even, once, at the end). No fx_rate needed.
 */
it('a short in yen converts at the trade’s own exit prices: 795.32 USD', () => {
  const spec = specOf('USDJPY', 'USD');
  const trade: TradeExits = {
    direction: 'SHORT',
    entry_price: '151.5',
    exits: [
      { price: '151', quantity: '1' },
      { price: '150.8', quantity: '1' },
    ],
  };
  expect(computedGrossPnl(trade, spec, 'USD')).toEqual({
    ok: true,
    gross_pnl: '795.32',
    quote_currency: 'JPY',
    quote_pnl: '120000',
    conversion: { method: 'TRADE_PRICE', pair: 'USDJPY' },
  });
});
