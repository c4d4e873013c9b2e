import { expect, it } from 'vitest';
import { specOf } from '../../../test/instrument-specs.ts';
import { positionSize } from '../position-size.ts';

/*
 * - ES in a USD account of 50 000 at 1 % = 500 USD, entry 5 400, stop 5 392.75: 7.25 × 50 = 362.50 USD a contract,
 *   500 ÷ 362.5 = 1.379 → 1 contract, 362.50 at risk; at 0.5 % (250 USD) not even one contract.
 * - A stock in a USD account of 10 000 at 1 % = 100, entry 50.00, stop 48.80: 1.20 a share, 83.33 → 83 shares,
 *   99.60 at risk.
 * - BTCUSDT in a USD account of 5 000 at 2 % = 100, entry 64 000, stop 62 500: 1 500 USDT (= USD) a coin,
 *   0.0666… → 0.06666666 BTC (the step of 10⁻⁸), 99.99999 → 100.00 USD at risk.
 */
const sized = (symbol: string, input: Parameters<typeof positionSize>[0]) => {
  return positionSize(input, specOf(symbol, 'USD'), 'USD');
};

it('ES: 1 contract, 362.50 at risk; too small a budget is said, not rounded up', () => {
  const input = { balance: '50000', risk_pct: '1', entry_price: '5400', stop_price: '5392.75' };
  expect(sized('ESM5', input)).toMatchObject({
    ok: true,
    quantity: '1',
    money_at_risk: '362.5',
    point_value: '50',
  });
  expect(sized('ESM5', { ...input, risk_pct: '0.5' })).toEqual({ ok: false, error: 'BELOW_ONE_STEP' });
});

it('a stock: 83 shares, 99.60 at risk', () => {
  const input = { balance: '10000', risk_pct: '1', entry_price: '50', stop_price: '48.8' };
  expect(sized('AAPL', input)).toMatchObject({
    ok: true,
    quantity: '83',
    money_at_risk: '99.6',
    pip_value: null,
  });
});

it('BTCUSDT: 0.06666666 BTC, 100.00 USD at risk, USDT counted as USD', () => {
  const input = { balance: '5000', risk_pct: '2', entry_price: '64000', stop_price: '62500' };
  expect(sized('BTCUSDT', input)).toMatchObject({
    ok: true,
    quantity: '0.06666666',
    money_at_risk: '100',
    conversion: { method: 'STABLECOIN_AS_USD', stablecoin: 'USDT' },
  });
});

it('says what is missing: a risk, a stop away from the entry, a rate, readable figures', () => {
  const base = { balance: '10000', risk_pct: '1', entry_price: '1.085', stop_price: '1.0835' };
  expect(sized('EURUSD', { ...base, risk_pct: null })).toEqual({ ok: false, error: 'NO_RISK' });
  expect(sized('EURUSD', { ...base, risk_pct: '0' })).toEqual({ ok: false, error: 'NO_RISK' });
  expect(sized('EURUSD', { ...base, stop_price: '1.085' })).toEqual({ ok: false, error: 'STOP_AT_ENTRY' });
  expect(sized('EURUSD', { ...base, entry_price: 'abc' })).toEqual({ ok: false, error: 'INVALID_INPUT' });
  expect(sized('EURUSD', { ...base, risk_amount: '-5' })).toEqual({ ok: false, error: 'NO_RISK' });
  expect(sized('GER40', base)).toMatchObject({ ok: false, error: 'FX_RATE_NEEDED', quote_currency: 'EUR' });
});
