import type { RecordedPlan } from '@carnet/contract';
import { Decimal, plannedRisk } from '@carnet/domain';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, openEmptyDatabase } from '../../test/support/migration-test-support.ts';
import type { Database } from './database.ts';
import { capitalAccounts, trades, users } from './schema/index.ts';

// 0017_trade_plan_risk adds `trades.plan_risk`, the risk each recorded plan took (the domain's plannedRisk), and
// 0018_summary_close_index `trades.has_plan`, both computed by the database from the plan: the trades already
// there get them from their own plan.
const LAST_LEVEL_BEFORE = '0016_import_templates';

const plan = (entry: string, stop: string | null, quantity: string): RecordedPlan => ({
  recorded_at: '2026-03-02T09:00:00Z',
  direction: 'LONG',
  entry_price: entry,
  stop_loss_price: stop,
  quantity,
  take_profits: [],
  risk_pct: null,
  risk_amount: null,
  planned_rr: null,
  score_pct: null,
  grade: null,
  timing_class: null,
  is_compliant: false,
  confirmations: [],
});

/** Plans with a stop below and above entry, fine decimals, none, a stop at entry (no risk) and no plan at all. */
const PLANS: (RecordedPlan | null)[] = [
  plan('50000', '49000', '1'),
  plan('1.08765', '1.09015', '2.5'),
  plan('0.000012345', '0.000011111', '123456789.123456789'),
  plan('4200', null, '3'),
  plan('100', '100', '5'),
  null,
];

let database: Database;

describe('migrations 0017_trade_plan_risk and 0018_summary_close_index', () => {
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
    // Raw SQL: at 0016 the table has no plan_risk, which the schema's inserts know nothing of anyway.
    for (const recorded of PLANS) {
      await db.execute(sql`insert into trades (user_id, asset_type, asset_name, direction, entry_price,
          stop_loss_price, quantity, entry_date, capital_account_id, plan)
        values (${user.id}, 'FOREX', 'EURUSD', 'LONG', 1, 0.5, 1, now(), ${account.id},
          ${recorded === null ? null : JSON.stringify(recorded)}::jsonb)`);
    }
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('gives every existing trade the risk its plan recorded, exactly as the domain computes it', async () => {
    const rows = await database.db
      .select({ plan: trades.plan, planRisk: trades.planRisk, hasPlan: trades.hasPlan })
      .from(trades)
      .orderBy(asc(trades.id));
    expect(rows).toHaveLength(PLANS.length);
    for (const [index, row] of rows.entries()) {
      const recorded = PLANS[index] ?? null;
      expect(row.plan).toEqual(recorded);
      expect(row.hasPlan).toBe(recorded !== null);
      const expected = recorded === null ? null : plannedRisk(recorded);
      if (expected === null) expect(row.planRisk).toBeNull();
      else expect(new Decimal(row.planRisk ?? 'NaN').equals(expected)).toBe(true);
    }
    // By hand: 1 × 1000; 2.5 × 0.0025; 123456789.123456789 × 0.000001234; no stop; a stop at entry; no plan.
    const byHand = ['1000', '0.00625', '152.345677778345677626', null, null, null];
    expect(rows.map((row) => (row.planRisk === null ? null : new Decimal(row.planRisk).toFixed()))).toEqual(
      byHand,
    );
  });
});
