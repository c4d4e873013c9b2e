import { challengeRulesOutputSchema } from '@carnet/contract';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, openEmptyDatabase } from '../../test/support/migration-test-support.ts';
import type { Database } from './database.ts';
import { capitalAccounts, users } from './schema/index.ts';

// 0020_challenge_daily_loss_pct: the rules gain daily_loss_pct (docs/rules/challenges.md#daily-loss). Rule sets
// stored before it lack the key; after it every one holds it, null, and reads as the API's rules again.
const LAST_LEVEL_BEFORE = '0019_summary_exit_totals';

const OLD_RULES = {
  profit_target: '10000',
  daily_loss_limit: '5000',
  daily_loss_basis: 'STARTING_BALANCE',
  max_loss: '10000',
  max_loss_type: 'STATIC',
  trailing_lock: null,
  min_trading_days: 4,
  consistency_pct: null,
  reset_timezone: 'Europe/Prague',
  reset_time: '00:00',
};

let database: Database;

describe('migration 0020_challenge_daily_loss_pct', () => {
  beforeAll(async () => {
    database = await openEmptyDatabase();
    await migrateUpTo(database, LAST_LEVEL_BEFORE);
    const { db } = database;
    const [user] = await db.insert(users).values({ username: 'avant', passwordHash: '!' }).returning();
    if (!user) throw new Error('no user');
    // A challenge account with the old rules, and a simulation account without any.
    for (const [mode, rules] of [
      ['CHALLENGE', JSON.stringify(OLD_RULES)],
      ['SIM', null],
    ] as const) {
      await db.execute(sql`insert into capital_accounts (user_id, name, mode, currency, starting_balance,
          current_balance, rules)
        values (${user.id}, ${mode}, ${mode}, 'USD', 100000, 100000, ${rules}::jsonb)`);
    }
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('gives stored rules a null daily_loss_pct and leaves everything else as it was', async () => {
    const rows = await database.db
      .select({ rules: capitalAccounts.rules })
      .from(capitalAccounts)
      .orderBy(asc(capitalAccounts.id));
    expect(rows.map((row) => row.rules)).toEqual([{ ...OLD_RULES, daily_loss_pct: null }, null]);
    expect(challengeRulesOutputSchema.safeParse(rows[0]?.rules).success).toBe(true);
  });
});
