import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitTotalsMismatches } from '../../test/support/exit-totals-test-support.ts';
import { migrateUpTo, openEmptyDatabase } from '../../test/support/migration-test-support.ts';
import type { Database } from './database.ts';
import { capitalAccounts, trades, users } from './schema/index.ts';

// 0019_summary_exit_totals adds `trades.exits_notional` and `trades.exits_quantity`, the Σ price × quantity and
// Σ quantity of each trade's exits that the app writes with them from then on: the trades already there get the
// totals of their own exits.
const LAST_LEVEL_BEFORE = '0018_summary_close_index';

/** Each trade's exits as [price, quantity]: two partial exits in fine decimals, one whole exit, none (open). */
const EXITS: [string, string][][] = [
  [
    ['1.08765', '0.3'],
    ['1.0912', '0.2'],
  ],
  [['50000', '2']],
  [],
];

let database: Database;

describe('migration 0019_summary_exit_totals', () => {
  beforeAll(async () => {
    database = await openEmptyDatabase();
    await migrateUpTo(database, LAST_LEVEL_BEFORE);
    const { db } = database;
    const [user] = await db.insert(users).values({ username: 'avant', passwordHash: '!' }).returning();
    if (!user) throw new Error('no user');
    const [account] = await db
      .insert(capitalAccounts)
      .values({
        userId: user.id,
        name: 'Compte',
        mode: 'SIM',
        currency: 'USD',
        startingBalance: '1000',
        currentBalance: '1000',
      })
      .returning();
    if (!account) throw new Error('no account');
    // Raw SQL: at 0018 the table has no exit totals, which the schema's inserts would write.
    for (const exits of EXITS) {
      const values = exits.map(([price, quantity]) => ({ price, quantity }));
      await db.execute(sql`with trade as (insert into trades (user_id, asset_type, asset_name, direction,
          entry_price, stop_loss_price, quantity, entry_date, capital_account_id)
        values (${user.id}, 'FOREX', 'EURUSD', 'LONG', 1, 0.5, 1, now(), ${account.id}) returning id)
        insert into trade_exits (trade_id, price, quantity, executed_at)
        select trade.id, exit.price, exit.quantity, now() from trade,
          jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as exit(price numeric, quantity numeric)`);
    }
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('gives every existing trade the totals of its own exits, exactly', async () => {
    const rows = await database.db
      .select({ notional: trades.exitsNotional, quantity: trades.exitsQuantity })
      .from(trades)
      .orderBy(asc(trades.id));
    // By hand: 1.08765 × 0.3 + 1.0912 × 0.2 = 0.326295 + 0.21824 = 0.544535 over 0.5; 100 000 over 2; none.
    expect(rows.map((row) => [row.notional, row.quantity])).toEqual([
      ['0.544535', '0.5'],
      ['100000', '2'],
      ['0', '0'],
    ]);
    expect(await exitTotalsMismatches(database.db)).toEqual([]);
  });
});
