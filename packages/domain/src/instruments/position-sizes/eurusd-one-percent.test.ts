import { expect, it } from 'vitest';
import { specOf } from '../../../test/instrument-specs.ts';
import { positionSize } from '../position-size.ts';

/*
 * EURUSD in a USD account of 10 000, risking 1 % = 100 USD, entry 1.08500, stop 1.08350 (15 pips).
 * A lot loses 0.0015 × 100 000 = 150 USD at the stop: 100 ÷ 150 = 0.666… lot → 0.66 (rounded DOWN to 0.01 lot).
 * Money at risk 0.66 × 150 = 99 USD; a pip is 0.0001 × 100 000 = 10 USD a lot; a point (1.0) 100 000 USD a lot.
 */
it('sizes 0.66 lot, 99 USD at risk, 10 USD a pip', () => {
  const spec = specOf('EURUSD', 'USD');
  const input = { balance: '10000', risk_pct: '1', entry_price: '1.085', stop_price: '1.0835' };
  expect(positionSize(input, spec, 'USD')).toEqual({
    ok: true,
    quantity: '0.66',
    money_at_risk: '99',
    risk_budget: '100',
    point_value: '100000',
    pip_value: '10',
    conversion: { method: 'SAME_CURRENCY' },
  });
});
