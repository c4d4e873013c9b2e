import type { Trade } from '@carnet/contract';
import { Decimal, parseDecimal, toDecimalString } from '@carnet/domain';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, createAccount, longTrade } from '../../../test/support/trades-test-support.ts';

/*
 * whatever sequence of closes, fee and swap edits, reported nets, reopens and deletes a trader makes,
 * the account's balance is its starting balance + Σ net of its closed trades, to the last decimal.
 */

const t = useTestApp();

const STARTING = '10000.01';
const money = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }))
  .map(([units, cents]) => `${units}.${String(cents).padStart(2, '0')}`);
const signedMoney = fc
  .tuple(fc.boolean(), money)
  .map(([negative, value]) => (negative ? `-${value}` : value));

const step = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('close' as const),
      trade: fc.nat(2),
      price: fc.constantFrom('48000', '49000', '50000', '50500.5', '51000', '53333.33'),
      hit: fc.boolean(),
      fees: fc.option(money, { nil: undefined }),
      swap: fc.option(signedMoney, { nil: undefined }),
      reported: fc.option(signedMoney, { nil: undefined }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('edit' as const),
      trade: fc.nat(2),
      fees: fc.option(money, { nil: undefined }),
      swap: fc.option(signedMoney, { nil: undefined }),
      reported: fc.option(fc.option(signedMoney, { nil: null }), { nil: undefined }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('reopen' as const), trade: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), trade: fc.nat(2) }) },
);

let run = 0;
/** Calls that succeeded, by kind: the sequences must really close, edit, reopen and delete. */
const landed = { close: 0, edit: 0, reopen: 0, delete: 0 };

it('keeps balance = starting + Σ net of closed trades through any sequence', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
      run += 1;
      const user = await t.createUser(`money-sequence-${run}`);
      const { api } = await arrangeSetup(t, user);
      const account = await createAccount(api, STARTING);
      const ids: number[] = [];
      for (const riskPct of [1, 1.5, 0.37]) {
        ids.push((await api.createTrade(longTrade(account.id, { risk_pct: riskPct }))).id);
      }
      const body = (riskPct: number) => ({
        ...longTrade(account.id, { risk_pct: riskPct }),
        take_profits: undefined,
      });
      const riskOf = [1, 1.5, 0.37];

      for (const action of steps) {
        const id = ids[action.trade] ?? 0;
        const url = `/api/v1/trades/${id}/`;
        if (action.op === 'close') {
          const trade = await api.call('GET', url);
          const targets = trade.statusCode === 200 ? trade.json<Trade>().take_profits : [];
          const answer = await api.call('POST', `${url}close_trade/`, {
            close_price: action.price,
            hit_take_profits: action.hit ? targets.map((target) => target.id) : [],
            fees: action.fees,
            swap: action.swap,
            pnl_amount: action.reported,
          });
          if (answer.statusCode === 200) landed.close += 1;
        } else if (action.op === 'edit') {
          const answer = await api.call('PUT', url, {
            ...body(riskOf[action.trade] ?? 1),
            fees: action.fees,
            swap: action.swap,
            pnl_amount: action.reported,
          });
          if (answer.statusCode === 200) landed.edit += 1;
        } else if (action.op === 'reopen') {
          if ((await api.call('POST', `${url}reopen/`)).statusCode === 200) landed.reopen += 1;
        } else if ((await api.call('DELETE', url)).statusCode === 204) {
          landed.delete += 1;
        }

        const closedNets: Decimal[] = [];
        for (const tradeId of ids) {
          const answer = await api.call('GET', `/api/v1/trades/${tradeId}/`);
          if (answer.statusCode === 404) continue;
          const trade = answer.json<Trade>();
          if (trade.status === 'CLOSED') closedNets.push(parseDecimal(trade.pnl_amount) ?? new Decimal(0));
          else expect(trade.pnl_amount).toBeNull();
        }
        const expected = closedNets.reduce((sum, net) => sum.plus(net), new Decimal(STARTING));
        expect((await api.account(account.id)).current_balance).toBe(toDecimalString(expected));
      }
    }),
    {
      numRuns: 12,
      // One sequence that surely closes, corrects, reopens and deletes, besides the random ones.
      examples: [
        [
          [
            {
              op: 'close',
              trade: 0,
              price: '51000',
              hit: true,
              fees: '3.3',
              swap: '-0.7',
              reported: undefined,
            },
            { op: 'edit', trade: 0, fees: '4', swap: undefined, reported: '-12.34' },
            { op: 'reopen', trade: 0 },
            {
              op: 'close',
              trade: 1,
              price: '49000',
              hit: false,
              fees: undefined,
              swap: '1',
              reported: undefined,
            },
            { op: 'delete', trade: 1 },
          ],
        ],
      ],
    },
  );
  expect(
    Object.values(landed).every((count) => count > 0),
    JSON.stringify(landed),
  ).toBe(true);
});
