import { expect, it } from 'vitest';
import { specOf } from '../../../test/instrument-specs.ts';
import { computedGrossPnl, type TradeExits } from '../computed-gross-pnl.ts';

/*
 * BTCUSDT in a USD account: long 0.015 BTC at 64 250.5, out at 65 010.3.
 * gross = (65 010.3 − 64 250.5) × 0.015 = 759.8 × 0.015 = 11.397 USDT. USDT counts as USD in a USD account, and
 * the result says so: 11.397 → 11.40 USD. In a EUR account, USDT is not EUR: an fx_rate is needed.
 */
const trade: TradeExits = {
  direction: 'LONG',
  entry_price: '64250.5',
  exits: [{ price: '65010.3', quantity: '0.015' }],
};

it('11.40 USD, USDT counted as USD', () => {
  const spec = specOf('BTCUSDT', 'USD');
  expect(computedGrossPnl(trade, spec, 'USD')).toEqual({
    ok: true,
    gross_pnl: '11.4',
    quote_currency: 'USDT',
    quote_pnl: '11.397',
    conversion: { method: 'STABLECOIN_AS_USD', stablecoin: 'USDT' },
  });
});

it('in a EUR account, asks for the rate of USDT', () => {
  const spec = specOf('BTCUSDT', 'EUR');
  expect(computedGrossPnl(trade, spec, 'EUR')).toMatchObject({
    ok: false,
    error: 'FX_RATE_NEEDED',
    quote_currency: 'USDT',
  });
});
