import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  type ScreenshotRow,
  type TradeConfirmationRow,
  type TradeExitRow,
  type TradeTakeProfitRow,
  tradeConfirmations,
  tradeExits,
  tradeScreenshots,
  trades,
  tradeTakeProfits,
} from '../../db/schema/index.ts';
import { exitTotals } from './exit-totals.ts';

/** An exit as a close writes it: canonical decimal strings and its instant. */
export type ExitValues = { price: string; quantity: string; executedAt: Date };

/** A take profit as a save writes it: canonical decimal strings. */
export type TakeProfitValues = { price: string; quantityToSell: string };

/** A confirmation as a trade snapshots it, with its state. */
export type ConfirmationValues = Omit<TradeConfirmationRow, 'id' | 'tradeId'>;

export type ConfirmationChange = { id: number; passed: boolean; note: string };

/** Queries on what hangs off a trade (its id already proven the caller's). */
export function tradeChildrenQueries(db: Db) {
  return {
    takeProfitsOf(tradeId: number): Promise<TradeTakeProfitRow[]> {
      return db
        .select()
        .from(tradeTakeProfits)
        .where(eq(tradeTakeProfits.tradeId, tradeId))
        .orderBy(asc(tradeTakeProfits.position), asc(tradeTakeProfits.id));
    },

    confirmationsOf(tradeId: number): Promise<TradeConfirmationRow[]> {
      return db
        .select()
        .from(tradeConfirmations)
        .where(eq(tradeConfirmations.tradeId, tradeId))
        .orderBy(asc(tradeConfirmations.position), asc(tradeConfirmations.id));
    },

    /**
     * Replaces the take profits by position: the row at each index keeps its id (so ids the client holds for
     * "reached" stay meaningful), extra rows are added, missing ones deleted.
     */
    async syncTakeProfits(
      tradeId: number,
      existing: readonly TradeTakeProfitRow[],
      incoming: readonly TakeProfitValues[],
    ): Promise<void> {
      for (const [position, values] of incoming.entries()) {
        const row = existing[position];
        if (row === undefined) continue;
        if (row.price === values.price && row.quantityToSell === values.quantityToSell) continue;
        await db
          .update(tradeTakeProfits)
          .set({ ...values, position })
          .where(eq(tradeTakeProfits.id, row.id));
      }
      const removed = existing.slice(incoming.length).map((row) => row.id);
      if (removed.length > 0) await db.delete(tradeTakeProfits).where(inArray(tradeTakeProfits.id, removed));
      const added = incoming.slice(existing.length);
      if (added.length > 0) {
        await db
          .insert(tradeTakeProfits)
          .values(added.map((values, index) => ({ ...values, tradeId, position: existing.length + index })));
      }
    },

    exitsOf(tradeId: number): Promise<TradeExitRow[]> {
      return db
        .select()
        .from(tradeExits)
        .where(eq(tradeExits.tradeId, tradeId))
        .orderBy(asc(tradeExits.executedAt), asc(tradeExits.id));
    },

    /** A trade's exits become `exits` (none: a reopened trade has no exit), their totals on the trade with them. */
    async replaceExits(tradeId: number, exits: readonly ExitValues[]): Promise<void> {
      await db.delete(tradeExits).where(eq(tradeExits.tradeId, tradeId));
      if (exits.length > 0) await db.insert(tradeExits).values(exits.map((exit) => ({ ...exit, tradeId })));
      await db.update(trades).set(exitTotals(exits)).where(eq(trades.id, tradeId));
    },

    async markReached(tradeId: number, reachedIds: readonly number[]): Promise<void> {
      const reached = reachedIds.length === 0 ? sql`false` : inArray(tradeTakeProfits.id, [...reachedIds]);
      await db.update(tradeTakeProfits).set({ isHit: reached }).where(eq(tradeTakeProfits.tradeId, tradeId));
    },

    async replaceConfirmations(tradeId: number, items: readonly ConfirmationValues[]): Promise<void> {
      await db.delete(tradeConfirmations).where(eq(tradeConfirmations.tradeId, tradeId));
      if (items.length > 0) {
        await db.insert(tradeConfirmations).values(items.map((item) => ({ ...item, tradeId })));
      }
    },

    /** One statement for the whole checklist; ids outside this trade change nothing. */
    async updateConfirmations(tradeId: number, changes: readonly ConfirmationChange[]): Promise<void> {
      if (changes.length === 0) return;
      await db.execute(sql`
        update ${tradeConfirmations} set passed = change.passed, note = change.note
        from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as change(id integer, passed boolean, note text)
        where ${tradeConfirmations.id} = change.id and ${tradeConfirmations.tradeId} = ${tradeId}`);
    },

    /** Deletes a trade's screenshot rows and returns them, so their files can be removed after commit. */
    deleteScreenshotsOf(tradeId: number): Promise<ScreenshotRow[]> {
      return db.delete(tradeScreenshots).where(eq(tradeScreenshots.parentId, tradeId)).returning();
    },
  };
}
