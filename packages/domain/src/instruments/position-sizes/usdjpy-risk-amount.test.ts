import { expect, it } from 'vitest';
import { specOf } from '../../../test/instrument-specs.ts';
import { positionSize } from '../position-size.ts';

/*
 * USDJPY in a USD account, risking an amount of 150 USD (the percent is then ignored), short at 150.000, stop
 * 150.500. A lot loses 0.5 × 100 000 = 50 000 JPY at the stop, that is 50 000 ÷ 150.5 = 332.2259… USD at the stop's
 * own price: 150 ÷ 332.2259… = 0.4515 → 0.45 lot. At risk 0.45 × 332.2259… = 149.5016… → 149.50 USD. A pip is
 * 0.01 × 100 000 = 1 000 JPY = 6.6445… → 6.64 USD a lot; a point 664.45 USD.
 * A budget that buys exactly a multiple of the step gets it: 150 USD at a stop of 150.000 from 149.500 buys
 * 150 × 150 ÷ 50 000 = 0.45 lot exactly, though 50 000 ÷ 150 has no end in decimal.
 */
it('sizes 0.45 lot, converting at the stop’s price', () => {
  const spec = specOf('USDJPY', 'USD');
  const input = {
    balance: '20000',
    risk_pct: '5',
    risk_amount: '150',
    entry_price: '150',
    stop_price: '150.5',
  };
  expect(positionSize(input, spec, 'USD')).toEqual({
    ok: true,
    quantity: '0.45',
    money_at_risk: '149.5',
    risk_budget: '150',
    point_value: '664.45',
    pip_value: '6.64',
    conversion: { method: 'TRADE_PRICE', pair: 'USDJPY' },
  });
});

it('never loses a step to a rounded quotient', () => {
  const spec = specOf('USDJPY', 'USD');
  const input = { balance: '20000', risk_amount: '150', entry_price: '149.5', stop_price: '150' };
  expect(positionSize(input, spec, 'USD')).toMatchObject({
    ok: true,
    quantity: '0.45',
    money_at_risk: '150',
  });
});
