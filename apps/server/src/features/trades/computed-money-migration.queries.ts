import type { PnlSource, TradeHistoryChanges, TradeOutcome } from '@carnet/contract';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { insertTableRows } from '../../db/insert-table-rows.ts';
import { capitalAccounts, dataMigrations, tradeExits, tradeHistory, trades } from '../../db/schema/index.ts';
import { accountBalanceQueries } from './account-balance.queries.ts';

/** Rows a statement updates at most, so a large journal never builds one huge parameter. */
const BATCH = 1_000;

/** A closed trade whose money is an estimate (or unknown), with its account's currency. */
export type EstimatedTrade = Awaited<
  ReturnType<ReturnType<typeof computedMoneyMigrationQueries>['estimated']>
>[number];

/** What the migration writes on one trade. */
export type MoneyUpdate = {
  id: number;
  grossPnl: string;
  pnlAmount: string;
  pnlSource: PnlSource;
  outcome: TradeOutcome | null;
  changes: TradeHistoryChanges;
};

/** The SQL of computed-money-migration.ts, on the transaction's handle. */
export function computedMoneyMigrationQueries(db: Db) {
  const balances = accountBalanceQueries(db);
  return {
    /** Claims the migration: false when it already ran (or another process holds it, and then sees it ran). */
    async claim(name: string): Promise<boolean> {
      const claimed = await db
        .insert(dataMigrations)
        .values({ name })
        .onConflictDoNothing()
        .returning({ name: dataMigrations.name });
      return claimed.length > 0;
    },

    async record(name: string, summary: Record<string, unknown>): Promise<void> {
      await db.update(dataMigrations).set({ summary }).where(eq(dataMigrations.name, name));
    },

    /** Closed trades whose money is estimated from R or unknown, with their account's currency, in id order. */
    estimated() {
      return db
        .select({
          id: trades.id,
          capitalAccountId: trades.capitalAccountId,
          currency: capitalAccounts.currency,
          assetType: trades.assetType,
          assetName: trades.assetName,
          direction: trades.direction,
          entryPrice: trades.entryPrice,
          realizedRr: trades.realizedRr,
          riskAmount: trades.riskAmount,
          fees: trades.fees,
          swap: trades.swap,
          grossPnl: trades.grossPnl,
          pnlAmount: trades.pnlAmount,
          pnlSource: trades.pnlSource,
          outcome: trades.outcome,
        })
        .from(trades)
        .innerJoin(capitalAccounts, eq(capitalAccounts.id, trades.capitalAccountId))
        .where(
          and(eq(trades.status, 'CLOSED'), or(eq(trades.pnlSource, 'ESTIMATED'), isNull(trades.pnlSource))),
        )
        .orderBy(asc(trades.id));
    },

    /** The exits of these trades, by trade. */
    async exitsOf(tradeIds: readonly number[]): Promise<Map<number, { price: string; quantity: string }[]>> {
      const byTrade = new Map<number, { price: string; quantity: string }[]>();
      for (let start = 0; start < tradeIds.length; start += BATCH) {
        const rows = await db
          .select({ tradeId: tradeExits.tradeId, price: tradeExits.price, quantity: tradeExits.quantity })
          .from(tradeExits)
          .where(inArray(tradeExits.tradeId, tradeIds.slice(start, start + BATCH)));
        for (const { tradeId, ...exit } of rows)
          byTrade.set(tradeId, [...(byTrade.get(tradeId) ?? []), exit]);
      }
      return byTrade;
    },

    lockAccounts: balances.lockAccounts,
    addToBalance: balances.addToBalance,

    /** The new money of the trades and a history entry for each, saying why it changed. */
    async writeMoney(updates: readonly MoneyUpdate[], reason: string): Promise<void> {
      for (let start = 0; start < updates.length; start += BATCH) {
        const batch = updates.slice(start, start + BATCH);
        const values = JSON.stringify(
          batch.map(({ id, grossPnl, pnlAmount, pnlSource, outcome }) => ({
            id,
            gross: grossPnl,
            net: pnlAmount,
            source: pnlSource,
            outcome,
          })),
        );
        await db.execute(sql`update ${trades} set
            gross_pnl = v.gross::numeric, pnl_amount = v.net::numeric, pnl_source = v.source, outcome = v.outcome,
            updated_at = now()
          from jsonb_to_recordset(${values}::jsonb) as v(id integer, gross text, net text, source text, outcome text)
          where ${trades.id} = v.id`);
        await insertTableRows(
          db,
          tradeHistory,
          batch.map(({ id, changes }) => ({ tradeId: id, action: 'UPDATE' as const, changes, reason })),
        );
      }
    },
  };
}
