import type { ImportElsewhere, TradeStatus } from '@carnet/contract';
import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { runTransaction } from '../../db/run-transaction.ts';
import {
  capitalAccounts,
  type ImportBatchRow,
  importBatches,
  type ScreenshotRow,
  tradeScreenshots,
  trades,
} from '../../db/schema/index.ts';
import { accountBalanceQueries } from '../trades/account-balance.queries.ts';
import { type TradeToWrite, writeTradesAndExcursions } from '../trades/write-trades.ts';
import { completionQueries } from './completion.queries.ts';
import type { BalanceHistory } from './declared-risk.ts';

export type NewImportBatch = Omit<typeof importBatches.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** A trade the account already holds under a file's external id. */
export type ExistingTrade = { id: number; status: TradeStatus };

function importQueries(db: Db) {
  const balances = accountBalanceQueries(db);
  return {
    ...balances,
    ...completionQueries(db),

    /** The account's trades among `externalIds`, by external id (docs/rules/imports.md: duplicates, or OPEN ones to complete). */
    async existingTrades(
      userId: number,
      accountId: number,
      externalIds: readonly string[],
    ): Promise<Map<string, ExistingTrade>> {
      if (externalIds.length === 0) return new Map();
      const rows = await db
        .select({ id: trades.id, externalId: trades.externalId, status: trades.status })
        .from(trades)
        .where(
          and(
            eq(trades.userId, userId),
            eq(trades.capitalAccountId, accountId),
            isNotNull(trades.externalId),
            // One JSON parameter, however many ids (drizzle would send an array as one parameter per item).
            sql`${trades.externalId} in (select jsonb_array_elements_text(${JSON.stringify(externalIds)}::jsonb))`,
          ),
        );
      return new Map(
        rows.flatMap(({ externalId, ...trade }) => (externalId === null ? [] : [[externalId, trade]])),
      );
    },

    /**
     * The caller's accounts other than `accountId` holding trades of these external ids, with how many: the file
     * was already imported there (docs/rules/imports.md#duplicates). Oldest account first.
     */
    async accountsHolding(
      userId: number,
      externalIds: readonly string[],
      accountId: number | null,
    ): Promise<ImportElsewhere[]> {
      if (externalIds.length === 0) return [];
      return db
        .select({
          capital_account: capitalAccounts.id,
          name: capitalAccounts.name,
          trades: sql<number>`count(*)::int`,
        })
        .from(trades)
        .innerJoin(capitalAccounts, eq(capitalAccounts.id, trades.capitalAccountId))
        .where(
          and(
            eq(trades.userId, userId),
            accountId === null ? undefined : ne(trades.capitalAccountId, accountId),
            sql`${trades.externalId} in (select jsonb_array_elements_text(${JSON.stringify(externalIds)}::jsonb))`,
          ),
        )
        .groupBy(capitalAccounts.id, capitalAccounts.name)
        .orderBy(capitalAccounts.id);
    },

    /** What a declared percent risk needs of an account: its currency, starting balance and closed trades' nets. */
    async balanceHistory(accountId: number): Promise<BalanceHistory> {
      const [account] = await db
        .select({ currency: capitalAccounts.currency, startingBalance: capitalAccounts.startingBalance })
        .from(capitalAccounts)
        .where(eq(capitalAccounts.id, accountId));
      const closings = await db
        .select({ closedAt: trades.closeDate, net: trades.pnlAmount })
        .from(trades)
        .where(and(eq(trades.capitalAccountId, accountId), eq(trades.status, 'CLOSED')));
      return {
        currency: account?.currency ?? '',
        startingBalance: account?.startingBalance ?? '0',
        closings: closings.flatMap(({ closedAt, net }) =>
          closedAt === null || net === null ? [] : [{ closedAt, net }],
        ),
      };
    },

    async insertBatch(userId: number, batch: NewImportBatch): Promise<ImportBatchRow> {
      const [row] = await db
        .insert(importBatches)
        .values({ ...batch, userId })
        .returning();
      if (row === undefined) throw new Error('insert into import_batches returned no row');
      return row;
    },

    writeTrades: (userId: number, toWrite: readonly TradeToWrite[]) =>
      writeTradesAndExcursions(db, userId, toWrite),

    /** Inside a transaction: the caller's batch, locked until commit (an undo runs once). */
    async lockOwnedBatch(userId: number, id: number): Promise<ImportBatchRow | undefined> {
      const [row] = await db
        .select()
        .from(importBatches)
        .where(and(eq(importBatches.userId, userId), eq(importBatches.id, id)))
        .for('update');
      return row;
    },

    /** Σ net of the batch's closed trades, per account they now belong to. */
    async batchMoneyByAccount(batchId: number): Promise<{ accountId: number; net: string }[]> {
      return db
        .select({
          accountId: trades.capitalAccountId,
          net: sql<string>`coalesce(sum(${trades.pnlAmount}) filter (where ${trades.status} = 'CLOSED'), 0)::text`,
        })
        .from(trades)
        .where(eq(trades.importBatchId, batchId))
        .groupBy(trades.capitalAccountId)
        .orderBy(trades.capitalAccountId);
    },

    /** Removes the batch's trades (their children go with them) and the batch; returns their screenshot rows. */
    async deleteBatch(batchId: number): Promise<ScreenshotRow[]> {
      const ofBatch = db.select({ id: trades.id }).from(trades).where(eq(trades.importBatchId, batchId));
      const screenshots = await db
        .delete(tradeScreenshots)
        .where(inArray(tradeScreenshots.parentId, ofBatch))
        .returning();
      await db.delete(trades).where(eq(trades.importBatchId, batchId));
      await db.delete(importBatches).where(eq(importBatches.id, batchId));
      return screenshots;
    },
  };
}

export type ImportQueries = ReturnType<typeof importQueries>;

export function createImportsRepository(db: Db) {
  return {
    ...importQueries(db),

    listOwned(userId: number): Promise<ImportBatchRow[]> {
      return db
        .select()
        .from(importBatches)
        .where(eq(importBatches.userId, userId))
        .orderBy(desc(importBatches.createdAt), desc(importBatches.id));
    },

    async findOwned(userId: number, id: number): Promise<ImportBatchRow | undefined> {
      const [row] = await db
        .select()
        .from(importBatches)
        .where(and(eq(importBatches.userId, userId), eq(importBatches.id, id)));
      return row;
    },

    /** Runs `work` in one transaction, again after a write conflict (runTransaction). */
    transaction<T>(work: (queries: ImportQueries) => Promise<T>): Promise<T> {
      return runTransaction(db, (tx) => work(importQueries(tx)));
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
