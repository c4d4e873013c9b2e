import type { ImportPlatform } from '@carnet/contract';
import { asc, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, openEmptyDatabase } from '../../test/support/migration-test-support.ts';
import type { Database } from './database.ts';
import { capitalAccounts, importBatches, tradeHistory, trades, users } from './schema/index.ts';

// 0025_import_last_stop: a stop read from a MetaTrader report, or from a template's closed position, was where the
// stop stood at the close; trades imported before measured R against it (docs/rules/imports.md#stops). It becomes
// their last stop, R unknown, outcome from the net — unless the trader set the stop by hand since.
const LAST_LEVEL_BEFORE = '0024_idempotency_keys_id';

type Row = {
  platform: ImportPlatform | null;
  status: 'OPEN' | 'CLOSED';
  pnl: string | null;
  outcome: string | null;
  /** The trader changed the stop since the import (an entry of its history says so). */
  isEdited?: boolean;
  hasPlan?: boolean;
};

// Each trade: stop 1.1 on an entry at 1.09 (a long whose stop was moved into profit), R 549 as stored before.
const ROWS: Row[] = [
  { platform: 'MT4_STATEMENT', status: 'CLOSED', pnl: '12.5', outcome: 'WIN' },
  { platform: 'MT5_REPORT', status: 'CLOSED', pnl: '0', outcome: 'WIN' },
  { platform: 'MT4_STATEMENT', status: 'OPEN', pnl: null, outcome: null },
  { platform: 'TEMPLATE', status: 'CLOSED', pnl: '-3', outcome: 'WIN' },
  // Left as they are: set by hand since, a template's open position, Carnet's own export, a plan, typed in the form.
  { platform: 'MT4_STATEMENT', status: 'CLOSED', pnl: '-7', outcome: 'WIN', isEdited: true },
  { platform: 'TEMPLATE', status: 'OPEN', pnl: null, outcome: null },
  { platform: 'CARNET_TRADES', status: 'CLOSED', pnl: '5', outcome: 'WIN' },
  { platform: 'MT5_REPORT', status: 'CLOSED', pnl: '5', outcome: 'WIN', hasPlan: true },
  { platform: null, status: 'CLOSED', pnl: '5', outcome: 'WIN' },
];

let database: Database;

describe('migration 0025_import_last_stop', () => {
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
    // Raw SQL: at 0024 the table has no last_stop_price, which the schema's inserts would write.
    for (const row of ROWS) {
      const [batch] =
        row.platform === null
          ? []
          : await db
              .insert(importBatches)
              .values({
                userId: user.id,
                capitalAccountId: account.id,
                platform: row.platform,
                fileName: 'f',
                timeZone: 'UTC',
                imported: 1,
                duplicates: 0,
                totals: { gross_pnl: '0', fees: '0', swap: '0', net_pnl: '0' },
              })
              .returning();
      await db.execute(sql`insert into trades (user_id, asset_type, asset_name, direction, entry_price,
          stop_loss_price, quantity, entry_date, capital_account_id, status, outcome, realized_rr, pnl_amount,
          import_batch_id, plan)
        values (${user.id}, 'FOREX', 'EURUSD', 'LONG', 1.09, 1.1, 1, now(), ${account.id}, ${row.status},
          ${row.outcome}, ${row.status === 'CLOSED' ? 549 : null}, ${row.pnl}, ${batch?.id ?? null},
          ${row.hasPlan ? '{"stop_loss_price": "1.08"}' : null}::jsonb)`);
      if (row.isEdited) {
        const [last] = await db.select({ id: trades.id }).from(trades).orderBy(desc(trades.id)).limit(1);
        await db.insert(tradeHistory).values({
          tradeId: last?.id ?? 0,
          action: 'UPDATE',
          changes: { stop_loss_price: ['1.1', '1.08'] },
        });
      }
    }
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('makes the closing stop of 4 imported trades their last stop, R unknown, outcome from the net', async () => {
    const rows = await database.db
      .select({
        stop: trades.stopLossPrice,
        last: trades.lastStopPrice,
        rr: trades.realizedRr,
        outcome: trades.outcome,
      })
      .from(trades)
      .orderBy(asc(trades.id));
    const moved = (outcome: string | null) => ({ stop: null, last: '1.1', rr: null, outcome });
    const kept = (row: Row) => ({
      stop: '1.1',
      last: null,
      rr: row.status === 'CLOSED' ? 549 : null,
      outcome: row.outcome,
    });
    expect(rows).toEqual([
      moved('WIN'),
      moved('BREAKEVEN'),
      moved(null),
      moved('LOSS'),
      ...ROWS.slice(4).map(kept),
    ]);
  });
});
