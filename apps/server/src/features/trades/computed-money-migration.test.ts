import { Decimal } from '@carnet/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, openEmptyDatabase } from '../../../test/support/migration-test-support.ts';
import type { Database } from '../../db/database.ts';
import { capitalAccounts, tradeHistory, trades, users } from '../../db/schema/index.ts';
import {
  COMPUTED_MONEY_REASON,
  computedMoneyLogLine,
  migrateToComputedMoney,
} from './computed-money-migration.ts';

// 0026_computed_money: the closed trades that Carnet can now price get their COMPUTED money once, and their
// accounts move by the difference, exactly.
const LAST_LEVEL_BEFORE = '0025_import_last_stop';

type Closed = {
  asset: [type: string, name: string];
  direction: 'LONG' | 'SHORT';
  entry: string;
  exits: [price: string, quantity: string][];
  money: [gross: string | null, net: string | null, source: string | null];
  rr: number | null;
  fees?: string;
};

/*
 * A USD account of 10 000:
 * 1. EURUSD long 1.5 lots 1.08500 → 1.08650, estimated 777.96 gross, fees 8.20, net 769.76. Computed:
 *    0.0015 × 1.5 × 100 000 = 225 gross, 216.80 net → the balance moves by 216.80 − 769.76 = −552.96.
 * 2. GER40: the quote is EUR, a rate is needed and nobody gives one: keeps its estimate (+50).
 * 3. BTC, a coin without its quote: keeps its estimate (−100).
 * 4. USDJPY short 2 lots at 151.5, out 1 at 151 and 1 at 150.8, no stop and so no money until now: 50 000 JPY ÷ 151
 *    + 70 000 JPY ÷ 150.8 = 795.3168… → 795.32, a WIN → the balance moves by +795.32.
 * 5. AAPL reported by the broker (+30): untouched.
 * Balance before: 10 000 + 769.76 + 50 − 100 + 30 = 10 749.76; after: 10 000 + 216.80 + 50 − 100 + 30 + 795.32 =
 * 10 992.12 (moved by +242.36).
 */
const CLOSED: Closed[] = [
  {
    asset: ['FOREX', 'EURUSD'],
    direction: 'LONG',
    entry: '1.085',
    exits: [['1.0865', '1.5']],
    money: ['777.96', '769.76', 'ESTIMATED'],
    rr: 0.75,
    fees: '8.2',
  },
  {
    asset: ['CFD', 'GER40'],
    direction: 'LONG',
    entry: '18500',
    exits: [['18550', '1']],
    money: ['50', '50', 'ESTIMATED'],
    rr: 0.5,
  },
  {
    asset: ['CRYPTO', 'BTC'],
    direction: 'LONG',
    entry: '50000',
    exits: [['49000', '2']],
    money: ['-100', '-100', 'ESTIMATED'],
    rr: -1,
  },
  {
    asset: ['FOREX', 'USDJPY'],
    direction: 'SHORT',
    entry: '151.5',
    exits: [
      ['151', '1'],
      ['150.8', '1'],
    ],
    money: [null, null, null],
    rr: null,
  },
  {
    asset: ['STOCK', 'AAPL'],
    direction: 'LONG',
    entry: '200',
    exits: [['210', '10']],
    money: ['30', '30', 'REPORTED'],
    rr: 1,
  },
];

let database: Database;
let accountId: number;

describe('data migration 0026_computed_money', () => {
  beforeAll(async () => {
    database = await openEmptyDatabase();
    await migrateUpTo(database, LAST_LEVEL_BEFORE);
    const { db } = database;
    const [user] = await db.insert(users).values({ username: 'avant-calcul', passwordHash: '!' }).returning();
    const [account] = await db
      .insert(capitalAccounts)
      .values({
        userId: user?.id ?? 0,
        name: 'Compte',
        mode: 'SIM',
        currency: 'USD',
        startingBalance: '10000',
        currentBalance: '10749.76',
      })
      .returning();
    accountId = account?.id ?? 0;
    // Raw SQL: at 0025 the trades have no fx_rate, which the schema's inserts would write.
    for (const trade of CLOSED) {
      const [gross, net, source] = trade.money;
      const quantity = trade.exits.reduce((sum, [, sold]) => sum.plus(sold), new Decimal(0)).toFixed();
      const outcome = trade.rr === null ? null : trade.rr > 0 ? 'WIN' : 'LOSS';
      await db.execute(sql`insert into trades (user_id, asset_type, asset_name, direction, entry_price,
          stop_loss_price, quantity, entry_date, capital_account_id, status, outcome, realized_rr, close_date,
          close_price, fees, gross_pnl, pnl_amount, pnl_source)
        values (${user?.id}, ${trade.asset[0]}, ${trade.asset[1]}, ${trade.direction}, ${trade.entry}, null,
          ${quantity}, now() - interval '1 day', ${accountId}, 'CLOSED', ${outcome}, ${trade.rr}, now(),
          ${trade.exits.at(-1)?.[0]}, ${trade.fees ?? '0'}, ${gross}, ${net}, ${source})`);
      for (const [price, sold] of trade.exits) {
        await db.execute(sql`insert into trade_exits (trade_id, price, quantity, executed_at)
          values ((select max(id) from trades), ${price}, ${sold}, now())`);
      }
    }
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('computes what it can price, moves the balance by the difference, and runs once', async () => {
    const summary = await migrateToComputedMoney(database.db);
    expect(summary).toEqual({ trades: 2, accounts: 1, moved: { USD: '242.36' } });
    expect(summary && computedMoneyLogLine(summary)).toBe(
      'Résultats calculés à partir des prix : 2 opération(s) sur 1 compte(s), soldes déplacés de 242.36 USD.',
    );
    const rows = await database.db
      .select({
        name: trades.assetName,
        gross: trades.grossPnl,
        net: trades.pnlAmount,
        source: trades.pnlSource,
        outcome: trades.outcome,
      })
      .from(trades)
      .orderBy(asc(trades.id));
    expect(rows.map((row) => [row.name, row.gross, row.net, row.source, row.outcome])).toEqual([
      ['EURUSD', '225.00000000', '216.80000000', 'COMPUTED', 'WIN'],
      ['GER40', '50.00000000', '50.00000000', 'ESTIMATED', 'WIN'],
      ['BTC', '-100.00000000', '-100.00000000', 'ESTIMATED', 'LOSS'],
      ['USDJPY', '795.32000000', '795.32000000', 'COMPUTED', 'WIN'],
      ['AAPL', '30.00000000', '30.00000000', 'REPORTED', 'WIN'],
    ]);
    const [account] = await database.db
      .select({ balance: capitalAccounts.currentBalance })
      .from(capitalAccounts)
      .where(eq(capitalAccounts.id, accountId));
    expect(account?.balance).toBe('10992.12000000');
    const history = await database.db.select().from(tradeHistory).orderBy(asc(tradeHistory.id));
    expect(history.map((entry) => [entry.action, entry.reason])).toEqual([
      ['UPDATE', COMPUTED_MONEY_REASON],
      ['UPDATE', COMPUTED_MONEY_REASON],
    ]);
    expect(history[0]?.changes).toEqual({
      gross_pnl: ['777.96', '225'],
      pnl_amount: ['769.76', '216.8'],
      pnl_source: ['ESTIMATED', 'COMPUTED'],
    });

    expect(await migrateToComputedMoney(database.db)).toBeNull();
    const [again] = await database.db
      .select({ balance: capitalAccounts.currentBalance })
      .from(capitalAccounts)
      .where(eq(capitalAccounts.id, accountId));
    expect(again?.balance).toBe('10992.12000000');
  });
});
