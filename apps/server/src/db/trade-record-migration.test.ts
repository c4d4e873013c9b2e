import { rmSync } from 'node:fs';
import { recordedPlanSchema } from '@carnet/contract';
import { Decimal, exitsR, parseDecimal } from '@carnet/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/build-test-app.ts';
import { migrateUpTo, openEmptyDatabase } from '../../test/support/migration-test-support.ts';
import { DEMO_SEED, seedDemoTrader } from '../demo/load-demo.ts';
import { type PlannedTradeRows, planDemoTrades } from '../demo/plan-demo-trades.ts';
import { generateDemoTrades } from '../demo/trade-generator.ts';
import { accountBalanceQueries } from '../features/trades/account-balance.queries.ts';
import { writeTrades } from '../features/trades/write-trades.ts';
import { createMediaStore } from '../media/index.ts';
import { createServices } from '../services.ts';
import type { Database } from './database.ts';
import { setColumns } from './insert-table-rows.ts';
import { runTransaction } from './run-transaction.ts';
import {
  capitalAccounts,
  tradeConfirmations,
  tradeExits,
  tradeHistory,
  trades,
  tradeTakeProfits,
} from './schema/index.ts';

// « Existing trades are migrated … A migration test proves R, outcome and balances are unchanged for
// every demo trade. » The demo journal is written into a database at 0010 (the last level before docs/rules/trades.md),
// then 0011_trade_record runs on it and every trade is checked against what it was.
const LAST_LEVEL_BEFORE = '0010_trade_tags';
const NOW = new Date('2026-11-20T15:30:00Z');

type TradeBefore = {
  id: number;
  status: string;
  isDraft: boolean;
  realizedRr: number | null;
  outcome: string | null;
  pnlAmount: string | null;
  capitalAccountId: number;
};

let database: Database;
let dataDir: string;
let userId: number;
let before: TradeBefore[];
let balancesBefore: { id: number; startingBalance: string; currentBalance: string }[];

/** The trades columns that exist at the current level of the database, by SQL name. */
async function tradeColumnNames(): Promise<Set<string>> {
  const rows = await database.db
    .select({ name: sql<string>`column_name` })
    .from(sql`information_schema.columns`)
    .where(sql`table_name = 'trades' and table_schema = current_schema()`);
  return new Set(rows.map((row) => row.name));
}

/** The demo journal as a 0010 database could hold it: only the columns of that level, no exits nor history. */
function asBefore(planned: PlannedTradeRows, columns: ReadonlySet<string>): PlannedTradeRows {
  const values = { ...planned.values };
  for (const column of setColumns(trades, [values])) {
    if (!columns.has(column.name)) Reflect.deleteProperty(values, column.key);
  }
  return { ...planned, values, exits: [], history: [] };
}

describe('migration 0011_trade_record on the demo journal', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    database = await openEmptyDatabase();
    await migrateUpTo(database, LAST_LEVEL_BEFORE);
    // The demo creates its accounts through today's service, which writes the challenge rules of 0015: the
    // column lives only while the demo is seeded, and goes before the migrations run on.
    await database.db.execute(sql`alter table capital_accounts add column rules jsonb`);
    const config = testConfig();
    dataDir = config.dataDir;
    const media = createMediaStore({
      dataDir,
      signingSecret: config.jwtSecret,
      maxUploadBytes: config.maxUploadBytes,
    });
    try {
      const services = createServices(database.db, config, {
        media,
        log: { warn: () => undefined },
        maxUploadBytes: config.maxUploadBytes,
      });
      const options = { db: database.db, services, media, password: 'demo-migration', warn: () => undefined };
      const trader = await seedDemoTrader({ ...options, now: NOW });
      userId = trader.userId;
      const drawn = generateDemoTrades({ now: NOW, seed: DEMO_SEED, ...trader });
      const planned = await planDemoTrades(trader.references, userId, drawn);
      const columns = await tradeColumnNames();
      expect(columns.has('fees')).toBe(false);
      // As the demo was written then: no candles, no excursions (those tables come with later migrations).
      await runTransaction(database.db, async (tx) => {
        await accountBalanceQueries(tx).lockAccounts([...planned.balanceChanges.keys()]);
        await writeTrades(
          tx,
          userId,
          planned.trades.map((rows) => asBefore(rows, columns)),
        );
        for (const [accountId, amount] of planned.balanceChanges) {
          await accountBalanceQueries(tx).addToBalance(accountId, amount);
        }
      });
    } finally {
      await media.close();
    }
    before = await database.db
      .select({
        id: trades.id,
        status: trades.status,
        isDraft: trades.isDraft,
        realizedRr: trades.realizedRr,
        outcome: trades.outcome,
        pnlAmount: trades.pnlAmount,
        capitalAccountId: trades.capitalAccountId,
      })
      .from(trades)
      .where(eq(trades.userId, userId))
      .orderBy(asc(trades.id));
    balancesBefore = await database.db
      .select({
        id: capitalAccounts.id,
        startingBalance: capitalAccounts.startingBalance,
        currentBalance: capitalAccounts.currentBalance,
      })
      .from(capitalAccounts)
      .where(eq(capitalAccounts.userId, userId))
      .orderBy(asc(capitalAccounts.id));
    await database.db.execute(sql`alter table capital_accounts drop column rules`);
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts from a whole demo journal whose balances are starting + Σ pnl of the closed trades', () => {
    const closed = before.filter((trade) => trade.status === 'CLOSED');
    expect(closed.length).toBeGreaterThan(250);
    expect(before.some((trade) => trade.status === 'OPEN' && !trade.isDraft)).toBe(true);
    expect(before.some((trade) => trade.isDraft)).toBe(true);
    expect(balancesBefore).toHaveLength(4);
    for (const account of balancesBefore) {
      const pnl = closed
        .filter((trade) => trade.capitalAccountId === account.id)
        .reduce((sum, trade) => sum.plus(trade.pnlAmount ?? '0'), new Decimal(0));
      expect(new Decimal(account.currentBalance).equals(pnl.plus(account.startingBalance))).toBe(true);
    }
  });

  it('derives exits that give back every closed trade’s realized R exactly, through the domain', async () => {
    const rows = await database.db.select().from(trades).where(eq(trades.userId, userId));
    const exits = await database.db
      .select()
      .from(tradeExits)
      .innerJoin(trades, eq(trades.id, tradeExits.tradeId))
      .where(eq(trades.userId, userId))
      .orderBy(asc(tradeExits.tradeId), asc(tradeExits.executedAt), asc(tradeExits.id));
    const exitsOf = (id: number) =>
      exits.filter((row) => row.trade_exits.tradeId === id).map((row) => row.trade_exits);
    let checked = 0;
    for (const row of rows) {
      const was = before.find((trade) => trade.id === row.id);
      const tradeExitsRows = exitsOf(row.id);
      if (row.status !== 'CLOSED') {
        expect(tradeExitsRows).toEqual([]);
        continue;
      }
      const position = {
        direction: row.direction,
        entry_price: row.entryPrice,
        stop_loss_price: row.stopLossPrice,
        quantity: row.quantity,
      };
      expect(exitsR(position, tradeExitsRows), `trade ${row.id}`).toBe(was?.realizedRr);
      // Every exit at the close date, and together they close the whole position.
      for (const exit of tradeExitsRows) expect(exit.executedAt).toEqual(row.closeDate);
      const sold = tradeExitsRows.reduce((sum, exit) => sum.plus(exit.quantity), new Decimal(0));
      expect(sold.equals(row.quantity), `trade ${row.id}`).toBe(true);
      checked += 1;
    }
    expect(checked).toBe(before.filter((trade) => trade.status === 'CLOSED').length);
  });

  it('keeps every outcome and pnl, and records the money as estimated: gross = the old pnl, no fees', async () => {
    const rows = await database.db
      .select()
      .from(trades)
      .where(eq(trades.userId, userId))
      .orderBy(asc(trades.id));
    expect(rows).toHaveLength(before.length);
    for (const [index, row] of rows.entries()) {
      const was = before[index];
      expect(row.id).toBe(was?.id);
      expect(row.outcome).toBe(was?.outcome);
      expect(row.realizedRr).toBe(was?.realizedRr);
      expect(row.pnlAmount).toBe(was?.pnlAmount);
      expect(row.fees).toBe('0.00000000');
      expect(row.swap).toBe('0.00000000');
      if (row.status === 'CLOSED') {
        expect(row.grossPnl).toBe(was?.pnlAmount);
        expect(row.pnlSource).toBe('ESTIMATED');
      } else {
        expect({ grossPnl: row.grossPnl, pnlSource: row.pnlSource }).toEqual({
          grossPnl: null,
          pnlSource: null,
        });
      }
    }
  });

  it('leaves every balance where it was', async () => {
    const after = await database.db
      .select({
        id: capitalAccounts.id,
        startingBalance: capitalAccounts.startingBalance,
        currentBalance: capitalAccounts.currentBalance,
      })
      .from(capitalAccounts)
      .where(eq(capitalAccounts.userId, userId))
      .orderBy(asc(capitalAccounts.id));
    expect(after).toEqual(balancesBefore);
  });

  it('records a plan for every non-draft trade equal to its values, recorded at its creation', async () => {
    const rows = await database.db.select().from(trades).where(eq(trades.userId, userId));
    const takeProfits = await database.db
      .select()
      .from(tradeTakeProfits)
      .orderBy(asc(tradeTakeProfits.position), asc(tradeTakeProfits.id));
    const confirmations = await database.db
      .select()
      .from(tradeConfirmations)
      .orderBy(asc(tradeConfirmations.position), asc(tradeConfirmations.id));
    const same = (planned: string | null | undefined, actual: string | null) =>
      planned === null || actual === null
        ? planned === actual
        : (parseDecimal(planned)?.equals(actual) ?? false);
    for (const row of rows) {
      if (row.isDraft) {
        expect(row.plan).toBeNull();
        continue;
      }
      const plan = recordedPlanSchema.parse(row.plan);
      expect(Date.parse(plan.recorded_at)).toBe(row.createdAt.getTime());
      expect(row.planIsRetroactive).toBe(row.createdAt.getTime() > row.entryDate.getTime() + 15 * 60_000);
      expect(same(plan.entry_price, row.entryPrice)).toBe(true);
      expect(same(plan.stop_loss_price, row.stopLossPrice)).toBe(true);
      expect(same(plan.quantity, row.quantity)).toBe(true);
      expect(same(plan.risk_amount, row.riskAmount)).toBe(true);
      expect(plan).toMatchObject({
        direction: row.direction,
        risk_pct: row.riskPct,
        planned_rr: row.plannedRr,
        score_pct: row.scorePct,
        grade: row.grade,
        timing_class: row.timingClass,
        is_compliant: row.isCompliant,
      });
      const targets = takeProfits.filter((takeProfit) => takeProfit.tradeId === row.id);
      expect(plan.take_profits).toHaveLength(targets.length);
      for (const [index, target] of targets.entries()) {
        expect(same(plan.take_profits[index]?.price, target.price)).toBe(true);
        expect(same(plan.take_profits[index]?.quantity_to_sell, target.quantityToSell)).toBe(true);
      }
      expect(plan.confirmations).toEqual(
        confirmations
          .filter((confirmation) => confirmation.tradeId === row.id)
          .map(({ key, passed }) => ({ key, passed })),
      );
    }
  });

  it('starts each trade’s history with exactly one EXISTING entry, at its creation', async () => {
    const entries = await database.db
      .select({ tradeId: tradeHistory.tradeId, at: tradeHistory.at, action: tradeHistory.action })
      .from(tradeHistory)
      .innerJoin(trades, eq(trades.id, tradeHistory.tradeId))
      .where(eq(trades.userId, userId))
      .orderBy(asc(tradeHistory.tradeId));
    const created = await database.db
      .select({ id: trades.id, createdAt: trades.createdAt })
      .from(trades)
      .where(eq(trades.userId, userId))
      .orderBy(asc(trades.id));
    expect(entries).toEqual(
      created.map(({ id, createdAt }) => ({ tradeId: id, at: createdAt, action: 'EXISTING' })),
    );
  });
});
