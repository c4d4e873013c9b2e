import type { BalanceAdjustment } from '@carnet/contract';
import { Decimal } from '@carnet/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { importOnePair } from '../../../test/support/imports-test-support.ts';
import { type Api, arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';
import { trades } from '../../db/schema/index.ts';

// docs/rules/money.md#adjustments: after any sequence of closes (estimated or with a reported net), reopens, deletes, imports, undos and edits
// of the balance, an account's balance is its starting balance + Σ the nets of its closed trades + Σ its
// adjustments, to the cent, and every amount that moved it is a whole number of cents.
const t = useTestApp();

/** A small seeded generator (mulberry32), so a failing sequence can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const isWholeCents = (value: string | null) => value === null || new Decimal(value).decimalPlaces() <= 2;

describe('the balance of an account', () => {
  it('is starting + Σ nets + Σ adjustments to the cent after 30 random operations', async () => {
    const user = await t.createUser('invariant-ines');
    const { api, account } = await arrangeSetup(t, user, '10000');
    const random = seeded(20261129);
    const cents = (max: number) => (random() * max).toFixed(3); // three decimals: Carnet rounds them
    const open: number[] = [];
    const closed: number[] = [];
    const batches: number[] = [];
    for (let step = 0; step < 30; step += 1) {
      const choice = Math.floor(random() * 7);
      if (choice === 0 || open.length === 0) {
        const risk = Number((0.1 + random()).toFixed(2));
        open.push((await api.createTrade(longTrade(account.id, { risk_pct: risk }))).id);
      } else if (choice === 1) {
        const id = open.shift() ?? 0;
        const price = (49000 + random() * 3000).toFixed(1);
        await api.close(id, { close_price: price, fees: cents(9), swap: `-${cents(2)}` });
        closed.push(id);
      } else if (choice === 2) {
        const id = open.shift() ?? 0;
        const reported = (random() * 400 - 200).toFixed(3);
        await api.close(id, { close_price: '50500', fees: cents(5), pnl_amount: reported });
        closed.push(id);
      } else if (choice === 3 && closed.length > 0) {
        const id = closed.pop() ?? 0;
        await api.reopen(id);
        open.push(id);
      } else if (choice === 4 && closed.length > 0) {
        await api.remove(`/api/v1/trades/${closed.shift()}/`);
      } else if (choice === 5) {
        const balance = (9000 + random() * 2000).toFixed(2);
        await api.ok(200, 'PUT', `/api/v1/capital-accounts/${account.id}/`, {
          name: account.name,
          starting_balance: account.starting_balance,
          current_balance: balance,
        });
      } else if (batches.length === 0) {
        batches.push(await importOnePair(t, user, account.id));
      } else {
        await api.remove(`/api/v1/imports/${batches.pop()}/`);
      }
      await expectInvariant(api, account.id, account.starting_balance, step);
    }
  }, 180_000);
});

async function expectInvariant(api: Api, accountId: number, starting: string, step: number) {
  const rows = await t.db
    .select({ net: trades.pnlAmount, fees: trades.fees, swap: trades.swap, gross: trades.grossPnl })
    .from(trades)
    .where(
      and(eq(trades.capitalAccountId, accountId), eq(trades.status, 'CLOSED'), isNotNull(trades.pnlAmount)),
    );
  const adjustments = await api.ok<BalanceAdjustment[]>(
    200,
    'GET',
    `/api/v1/capital-accounts/${accountId}/adjustments/`,
  );
  const expected = rows
    .reduce((sum, row) => sum.plus(row.net ?? 0), new Decimal(starting))
    .plus(adjustments.reduce((sum, adjustment) => sum.plus(adjustment.amount), new Decimal(0)));
  const { current_balance } = await api.account(accountId);
  expect(current_balance, `étape ${step}`).toBe(expected.toFixed());
  for (const row of rows) {
    expect(
      [row.net, row.fees, row.swap, row.gross].every(isWholeCents),
      `étape ${step} : ${JSON.stringify(row)}`,
    ).toBe(true);
  }
}
