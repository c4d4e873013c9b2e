import { expect, it } from 'vitest';
import { tradeMoney } from './trade-result.ts';

/*
 * docs/rules/money.md#sources: REPORTED > COMPUTED > ESTIMATED. A EURUSD trade of 1.5 lots that made 15 pips has a
 * computed gross of 225 USD; R × risk amount estimated 777.96; fees 8.20, swap −1.35.
 * net = 225 − 8.20 + (−1.35) = 215.45.
 */
const base = { estimated_gross: '777.96', fees: '8.2', swap: '-1.35' };

it('the computed gross wins over the estimate', () => {
  expect(tradeMoney({ ...base, computed_gross: '225', reported_net: null })).toEqual({
    gross_pnl: '225',
    pnl_amount: '215.45',
    pnl_source: 'COMPUTED',
  });
});

it('a reported net wins over the computed gross', () => {
  expect(tradeMoney({ ...base, computed_gross: '225', reported_net: '210' })).toEqual({
    gross_pnl: '219.55',
    pnl_amount: '210',
    pnl_source: 'REPORTED',
  });
});

it('without a computed gross, the estimate', () => {
  expect(tradeMoney({ ...base, computed_gross: null, reported_net: null })).toEqual({
    gross_pnl: '777.96',
    pnl_amount: '768.41',
    pnl_source: 'ESTIMATED',
  });
});
