import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup } from '../../../test/support/trades-test-support.ts';
import { trades, users } from '../../db/schema/index.ts';

const t = useTestApp();

/** users.trades_version of each of `ids`, in their order. */
async function stampsOf(...ids: number[]): Promise<number[]> {
  const rows = await t.db
    .select({ id: users.id, stamp: users.tradesVersion })
    .from(users)
    .where(inArray(users.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.stamp ?? -1);
}

async function arrangeOwner(username: string) {
  const user = await t.createUser(username);
  const { account } = await arrangeSetup(t, user);
  return { id: user.id, accountId: account.id };
}

/** `count` trades of each owner in ONE statement, as another process or a bulk writer would. */
function insertTrades(owners: { id: number; accountId: number }[], count: number) {
  const values = sql.join(
    owners.map((owner) => sql`(${owner.id}::int, ${owner.accountId}::int)`),
    sql`, `,
  );
  return t.db.execute(sql`
    insert into trades (user_id, asset_type, asset_name, direction, entry_price, stop_loss_price, quantity,
      entry_date, capital_account_id)
    select owner.user_id, 'CRYPTO', 'BTCUSDT', 'LONG', 50000, 49000, 1, now(), owner.account_id
    from (values ${values}) as owner(user_id, account_id), generate_series(1, ${count})`);
}

const microsecondsNow = () => Date.now() * 1000;

describe('users.trades_version, moved by the triggers on trades', () => {
  it('moves on every insert, update and delete statement of the owner’s trades, and only the owner’s', async () => {
    const owner = await arrangeOwner('tampon-proprietaire');
    const bystander = await arrangeOwner('tampon-voisin');
    await insertTrades([bystander], 1);
    const seen = [(await stampsOf(owner.id))[0] ?? -1];
    const [bystanderStamp] = await stampsOf(bystander.id);
    const byOwner = eq(trades.userId, owner.id);
    const steps = [
      () => insertTrades([owner], 2),
      () => t.db.update(trades).set({ realizedRr: 1.5 }).where(byOwner),
      () => t.db.update(trades).set({ postTradeReview: 'Relu' }).where(byOwner),
      () => t.db.delete(trades).where(byOwner),
    ];
    for (const step of steps) {
      await step();
      seen.push((await stampsOf(owner.id))[0] ?? -1);
    }
    for (let index = 1; index < seen.length; index++)
      expect(seen[index]).toBeGreaterThan(seen[index - 1] ?? Number.POSITIVE_INFINITY);
    expect(await stampsOf(bystander.id)).toEqual([bystanderStamp]);
    // A statement that changes no row of the owner leaves its stamp.
    await t.db.update(trades).set({ realizedRr: 2 }).where(eq(trades.id, -1));
    expect(await stampsOf(owner.id)).toEqual([seen.at(-1)]);
  });

  it('moves each owner touched by one bulk statement, and survives the cascade of a deleted user', async () => {
    const first = await arrangeOwner('tampon-lot-1');
    const second = await arrangeOwner('tampon-lot-2');
    const before = await stampsOf(first.id, second.id);
    await insertTrades([first, second], 30);
    const after = await stampsOf(first.id, second.id);
    expect(after[0]).toBeGreaterThan(before[0] ?? Number.POSITIVE_INFINITY);
    expect(after[1]).toBeGreaterThan(before[1] ?? Number.POSITIVE_INFINITY);

    // The demo's replacement deletes its user with everything it owns: the triggers find no owner to stamp.
    await t.db.delete(users).where(eq(users.id, first.id));
    expect(await stampsOf(second.id)).toEqual([after[1]]);
  });

  it('goes past both the stored stamp and the clock in microseconds, whichever is later', async () => {
    const owner = await arrangeOwner('tampon-horloge');
    const ahead = microsecondsNow() + 3_600_000_000; // an hour ahead, as a restored stamp may be
    await t.db.update(users).set({ tradesVersion: ahead }).where(eq(users.id, owner.id));
    await insertTrades([owner], 1);
    expect(await stampsOf(owner.id)).toEqual([ahead + 1]);

    await t.db.update(users).set({ tradesVersion: 0 }).where(eq(users.id, owner.id));
    const startedAt = microsecondsNow();
    await insertTrades([owner], 1);
    const [stamp = 0] = await stampsOf(owner.id);
    // PostgreSQL's clock and this process's are the same machine's; allow a millisecond of rounding.
    expect(stamp).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(stamp).toBeLessThan(microsecondsNow() + 1000);
  });
});
