import type { TradeHistoryChanges } from '@carnet/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type TradeRow, tradeHistory, trades } from '../../db/schema/index.ts';
import { type ExitValues, tradeChildrenQueries } from '../trades/trade-children.queries.ts';
import { refreshExcursions } from '../trades/trade-excursions.queries.ts';
import { type HistoryAppend, tradeHistoryQueries } from '../trades/trade-history.ts';
import { COMPLETING_BATCH, type CompletionValues } from './open-trade-completion.ts';

/** A trade as the completion reads it: its row and its exits by time. */
export type TradeWithExits = { trade: TradeRow; exits: ExitValues[] };

/** The imports' queries on trades a later file completes (open-trade-completion.ts), inside its transaction. */
export function completionQueries(db: Db) {
  const children = tradeChildrenQueries(db);
  const history = tradeHistoryQueries(db);

  async function withExits(rows: TradeRow[]): Promise<TradeWithExits[]> {
    return Promise.all(
      rows.map(async (trade) => ({
        trade,
        exits: (await children.exitsOf(trade.id)).map(({ price, quantity, executedAt }) => ({
          price,
          quantity,
          executedAt,
        })),
      })),
    );
  }

  return {
    /** The user's trades among `ids`, locked until commit, with their exits. */
    async lockTradesWithExits(userId: number, ids: readonly number[]): Promise<TradeWithExits[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(trades)
        .where(
          and(
            eq(trades.userId, userId),
            sql`${trades.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
          ),
        )
        .orderBy(asc(trades.id))
        .for('update');
      return withExits(rows);
    },

    /** The trades that batch `batchId` completed, each with the history entry that says so, locked. */
    async completedBy(
      userId: number,
      batchId: number,
    ): Promise<(TradeWithExits & { changes: TradeHistoryChanges })[]> {
      const entries = await db
        .select({ tradeId: tradeHistory.tradeId, changes: tradeHistory.changes })
        .from(tradeHistory)
        .where(
          and(
            eq(tradeHistory.action, 'CLOSE'),
            sql`${tradeHistory.tradeId} in (select ${trades.id} from ${trades} where ${trades.userId} = ${userId})`,
            sql`${tradeHistory.changes} -> ${COMPLETING_BATCH} ->> 1 = ${String(batchId)}`,
          ),
        )
        .orderBy(asc(tradeHistory.tradeId));
      if (entries.length === 0) return [];
      const ids = entries.map((entry) => entry.tradeId);
      const rows = await db
        .select()
        .from(trades)
        .where(sql`${trades.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`)
        .orderBy(asc(trades.id))
        .for('update');
      const changesOf = new Map(entries.map((entry) => [entry.tradeId, entry.changes]));
      return (await withExits(rows)).map((item) => ({
        ...item,
        changes: changesOf.get(item.trade.id) ?? {},
      }));
    },

    /** Writes a trade's completed (or restored) state, its exits and the history entry saying why. */
    async rewriteTrade(
      tradeId: number,
      values: CompletionValues,
      exits: readonly ExitValues[],
      entry: HistoryAppend,
    ): Promise<void> {
      const [owner] = await db
        .update(trades)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(trades.id, tradeId))
        .returning({ userId: trades.userId });
      await children.replaceExits(tradeId, exits);
      await history.appendHistory(tradeId, entry);
      // Closed by the file, or put back OPEN by its undo: its excursions follow (docs/rules/candles.md#excursions).
      if (owner !== undefined) await refreshExcursions(db, owner.userId, [tradeId]);
    },
  };
}

export type CompletionQueries = ReturnType<typeof completionQueries>;
