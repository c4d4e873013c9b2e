import type { TradePage } from '@carnet/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';
import { trades, users } from '../../db/schema/index.ts';

const t = useTestApp();

/** What the list announces, what is stored, and what a count of the rows says. */
async function countsOf(userId: number, listCount: () => Promise<number>) {
  const [stored] = await t.db.select({ count: users.tradeCount }).from(users).where(eq(users.id, userId));
  const [counted] = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(trades)
    .where(eq(trades.userId, userId));
  return { listed: await listCount(), stored: stored?.count, counted: counted?.count };
}

async function arrangeTrader(username: string) {
  const user = await t.createUser(username);
  const setup = await arrangeSetup(t, user);
  const listCount = async () => (await setup.api.ok<TradePage>(200, 'GET', '/api/v1/trades/')).count;
  return { user, ...setup, counts: () => countsOf(user.id, listCount) };
}

describe('the trade count of the list (users.trade_count, kept by triggers on trades)', () => {
  it('follows creations and deletions through the API, one user at a time', async () => {
    const trader = await arrangeTrader('count-api');
    const other = await arrangeTrader('count-api-other');
    expect(await trader.counts()).toEqual({ listed: 0, stored: 0, counted: 0 });
    const created = [];
    for (let index = 0; index < 3; index++)
      created.push(await trader.api.createTrade(longTrade(trader.account.id)));
    await other.api.createTrade(longTrade(other.account.id));
    await trader.api.remove(`/api/v1/trades/${created[1]?.id}/`);
    expect(await trader.counts()).toEqual({ listed: 2, stored: 2, counted: 2 });
    expect(await other.counts()).toEqual({ listed: 1, stored: 1, counted: 1 });
  });

  it('stays exact under simultaneous creations of the same user', async () => {
    const trader = await arrangeTrader('count-concurrent');
    await Promise.all(Array.from({ length: 8 }, () => trader.api.createTrade(longTrade(trader.account.id))));
    expect(await trader.counts()).toEqual({ listed: 8, stored: 8, counted: 8 });
  });

  it('counts bulk inserts and deletes of several users in one statement, and repairs a wrong stored value', async () => {
    const first = await arrangeTrader('count-bulk-1');
    const second = await arrangeTrader('count-bulk-2');
    // A restore writes users with their stored count before their trades: the triggers recount, never add.
    await t.db.update(users).set({ tradeCount: 999 }).where(eq(users.id, first.user.id));
    await t.db.execute(sql`
      insert into trades (user_id, asset_type, asset_name, direction, entry_price, stop_loss_price, quantity,
        entry_date, capital_account_id)
      select owner.user_id, 'CRYPTO', 'BTCUSDT', 'LONG', 50000, 49000, 1, now(), owner.account_id
      from (values (${first.user.id}::int, ${first.account.id}::int), (${second.user.id}, ${second.account.id}))
        as owner(user_id, account_id), generate_series(1, 25)`);
    expect(await first.counts()).toEqual({ listed: 25, stored: 25, counted: 25 });
    await t.db.execute(sql`delete from trades where user_id = ${first.user.id} or id in (
      select id from trades where user_id = ${second.user.id} order by id limit 5)`);
    expect(await first.counts()).toEqual({ listed: 0, stored: 0, counted: 0 });
    expect(await second.counts()).toEqual({ listed: 20, stored: 20, counted: 20 });
  });

  it('lets a user with trades be deleted (the cascade recounts a row that is going away)', async () => {
    const trader = await arrangeTrader('count-cascade');
    await trader.api.createTrade(longTrade(trader.account.id));
    await t.db.delete(users).where(eq(users.id, trader.user.id));
    expect(await t.db.select().from(trades).where(eq(trades.userId, trader.user.id))).toEqual([]);
  });
});
