import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type TradeRow, trades } from '../../db/schema/index.ts';

/** The statements of the list's bulk actions (docs/api.md#bulk-actions), each on the caller's trades only. */
export function bulkTradeQueries(db: Db) {
  const ownedAmong = (userId: number, ids: readonly number[]) =>
    and(eq(trades.userId, userId), inArray(trades.id, [...ids]));
  return {
    /** The accounts of the caller's trades among `ids`, as read now (step 1 locks them, account-balance.queries.ts). */
    async accountsOfOwned(userId: number, ids: readonly number[]): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: trades.capitalAccountId })
        .from(trades)
        .where(ownedAmong(userId, ids));
      return rows.map((row) => row.id);
    },

    /** Step 2 for many trades: the caller's among `ids`, locked in id order (two bulk writes never cross). */
    lockOwnedAmong(userId: number, ids: readonly number[]): Promise<TradeRow[]> {
      return db.select().from(trades).where(ownedAmong(userId, ids)).orderBy(asc(trades.id)).for('update');
    },

    async setTags(id: number, tags: string[]): Promise<void> {
      await db.update(trades).set({ tags, updatedAt: new Date() }).where(eq(trades.id, id));
    },

    async deleteAmong(ids: readonly number[]): Promise<void> {
      await db.delete(trades).where(inArray(trades.id, [...ids]));
    },
  };
}
