import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, openEmptyDatabase } from '../../../test/support/migration-test-support.ts';
import type { Database } from '../../db/database.ts';
import { balanceAdjustments, capitalAccounts, tradeHistory, trades, users } from '../../db/schema/index.ts';
import { MINOR_UNITS_REASON, migrateToMinorUnits, minorUnitsLogLine } from './minor-units-migration.ts';

// 0028_balance_adjustments: stored money rounded half to even to the account currency's minor unit, balances moved
// by exactly what that changed, a hand-typed balance kept through one adjustment.
const LAST_LEVEL_BEFORE = '0027_trade_list_orderings';

/*
 * USD account, starting 10 000, its balance typed by hand at 10 500:
 *   1. ESTIMATED gross 50.335, no fees, net 50.335 → 50.34 (half to even), net 50.34: +0.005.
 *   2. REPORTED net −20.125, fees 1.5 → net −20.12 (half to even), gross −20.12 + 1.5 = −18.62: +0.005.
 *   Balance 10 500 + 0.01 = 10 500.01; starting + Σ nets = 10 000 + 50.34 − 20.12 = 10 030.22; adjustment
 *   10 500.01 − 10 030.22 = 469.79.
 * JPY account, starting 1 000 000, balance 1 001 680.5 (its one trade):
 *   3. ESTIMATED gross 1 680.5 → 1 680 (half to even), net 1 680: −0.5; balance 1 001 680, no adjustment.
 */
const TRADES = [
  { account: 'USD', gross: '50.335', fees: '0', net: '50.335', source: 'ESTIMATED' },
  { account: 'USD', gross: '-18.625', fees: '1.5', net: '-20.125', source: 'REPORTED' },
  { account: 'JPY', gross: '1680.5', fees: '0', net: '1680.5', source: 'ESTIMATED' },
] as const;

let database: Database;
const accountIds = new Map<string, number>();

describe('data migration 0028_balance_adjustments', () => {
  beforeAll(async () => {
    database = await openEmptyDatabase();
    await migrateUpTo(database, LAST_LEVEL_BEFORE);
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ username: 'avant-arrondi', passwordHash: '!' })
      .returning();
    for (const [currency, starting, current] of [
      ['USD', '10000', '10500'],
      ['JPY', '1000000', '1001680.5'],
    ] as const) {
      const [account] = await db
        .insert(capitalAccounts)
        .values({
          userId: user?.id ?? 0,
          name: currency,
          mode: 'SIM',
          currency,
          startingBalance: starting,
          currentBalance: current,
        })
        .returning();
      accountIds.set(currency, account?.id ?? 0);
    }
    for (const trade of TRADES) {
      await db.execute(sql`insert into trades (user_id, asset_type, asset_name, direction, entry_price,
          quantity, entry_date, capital_account_id, status, outcome, close_date, close_price, fees, gross_pnl,
          pnl_amount, pnl_source)
        values (${user?.id}, 'STOCK', 'AAPL', 'LONG', '200', '1', now() - interval '1 day',
          ${accountIds.get(trade.account)}, 'CLOSED', 'WIN', now(), '201', ${trade.fees}, ${trade.gross},
          ${trade.net}, ${trade.source})`);
    }
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('rounds half to even, moves each balance by the difference, keeps a typed balance, and runs once', async () => {
    const summary = await migrateToMinorUnits(database.db);
    expect(summary).toEqual({ trades: 3, accounts: 2, moved: { USD: '0.01', JPY: '-0.5' }, adjustments: 1 });
    expect(summary && minorUnitsLogLine(summary)).toBe(
      'Unités monétaires : 3 opérations arrondies, 2 comptes déplacés (0.01 USD, -0.5 JPY), 1 ajustements de solde enregistrés.',
    );
    const rows = await database.db
      .select({ fees: trades.fees, gross: trades.grossPnl, net: trades.pnlAmount })
      .from(trades)
      .orderBy(asc(trades.id));
    expect(rows.map((row) => [row.fees, row.gross, row.net])).toEqual([
      ['0.00000000', '50.34000000', '50.34000000'],
      ['1.50000000', '-18.62000000', '-20.12000000'],
      ['0.00000000', '1680.00000000', '1680.00000000'],
    ]);
    const balances = await database.db
      .select({ id: capitalAccounts.id, balance: capitalAccounts.currentBalance })
      .from(capitalAccounts)
      .orderBy(asc(capitalAccounts.id));
    expect(balances.map((row) => row.balance)).toEqual(['10500.01000000', '1001680.00000000']);
    const adjustments = await database.db.select().from(balanceAdjustments);
    expect(adjustments.map((row) => [row.capitalAccountId, row.amount])).toEqual([
      [accountIds.get('USD'), '469.79000000'],
    ]);
    const history = await database.db.select().from(tradeHistory).orderBy(asc(tradeHistory.id));
    expect(history.map((entry) => entry.reason)).toEqual([
      MINOR_UNITS_REASON,
      MINOR_UNITS_REASON,
      MINOR_UNITS_REASON,
    ]);
    expect(history[1]?.changes).toEqual({
      gross_pnl: ['-18.625', '-18.62'],
      pnl_amount: ['-20.125', '-20.12'],
    });

    expect(await migrateToMinorUnits(database.db)).toBeNull();
    const [usd] = await database.db
      .select({ balance: capitalAccounts.currentBalance })
      .from(capitalAccounts)
      .where(eq(capitalAccounts.id, accountIds.get('USD') ?? 0));
    expect(usd?.balance).toBe('10500.01000000');
  });
});
