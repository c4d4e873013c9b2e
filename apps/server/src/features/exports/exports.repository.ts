import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  capitalAccounts,
  configurations,
  tradeExits,
  trades,
  tradeTakeProfits,
} from '../../db/schema/index.ts';
import type { ExportedTrade } from './trades-csv-row.ts';

// The export reads the trades feature's tables directly, read-only: one indexed keyset page at a time (by id, the
// order the trades were created in), then the page's take profits and exits in one ordered query each, grouped
// here by trade: three set-based statements per 2,000 trades, no correlated subquery per trade and no JSON to
// build in the database and parse again here, and never one giant answer held in PGlite's memory.

/** Trades per query: about 1 MB of rows, small enough to stream, large enough that round trips do not count. */
export const EXPORT_PAGE_ROWS = 2_000;

/** Groups child rows (already in order) by their trade id. */
function byTrade<Row extends { tradeId: number }, Item>(rows: readonly Row[], item: (row: Row) => Item) {
  const grouped = new Map<number, Item[]>();
  for (const row of rows) {
    const items = grouped.get(row.tradeId);
    if (items === undefined) grouped.set(row.tradeId, [item(row)]);
    else items.push(item(row));
  }
  return grouped;
}

export function createExportsRepository(db: Db) {
  return {
    /** The caller's trades with an id above `afterId`, at most EXPORT_PAGE_ROWS, by id. */
    async tradesPage(userId: number, afterId: number): Promise<ExportedTrade[]> {
      const rows = await db
        .select({
          id: trades.id,
          externalId: trades.externalId,
          assetType: trades.assetType,
          assetName: trades.assetName,
          direction: trades.direction,
          status: trades.status,
          entryDate: trades.entryDate,
          entryPrice: trades.entryPrice,
          quantity: trades.quantity,
          stopLossPrice: trades.stopLossPrice,
          closeDate: trades.closeDate,
          closePrice: trades.closePrice,
          fees: trades.fees,
          swap: trades.swap,
          grossPnl: trades.grossPnl,
          pnlAmount: trades.pnlAmount,
          pnlSource: trades.pnlSource,
          realizedRr: trades.realizedRr,
          plannedRr: trades.plannedRr,
          outcome: trades.outcome,
          riskPct: trades.riskPct,
          riskAmount: trades.riskAmount,
          capitalAccount: capitalAccounts.name,
          configuration: configurations.name,
          setupReason: trades.setupReason,
          postTradeReview: trades.postTradeReview,
          tags: trades.tags,
          plan: trades.plan,
          planIsRetroactive: trades.planIsRetroactive,
          beMoved: trades.beMoved,
          isCompliant: trades.isCompliant,
          grade: trades.grade,
          timingClass: trades.timingClass,
          isDraft: trades.isDraft,
        })
        .from(trades)
        .leftJoin(capitalAccounts, eq(capitalAccounts.id, trades.capitalAccountId))
        .leftJoin(configurations, eq(configurations.id, trades.strategyId))
        .where(and(eq(trades.userId, userId), gt(trades.id, afterId)))
        .orderBy(asc(trades.id))
        .limit(EXPORT_PAGE_ROWS);
      const first = rows[0];
      const last = rows.at(-1);
      if (first === undefined || last === undefined) return [];
      // The page's trades are the user's with ids in [first.id, last.id]: their children by that range (an index
      // range scan), other users' trades in between left out.
      const ofPage = (tradeId: AnyPgColumn) =>
        and(
          between(tradeId, first.id, last.id),
          sql`${tradeId} in (select ${trades.id} from ${trades} where ${trades.userId} = ${userId}
            and ${trades.id} between ${first.id} and ${last.id})`,
        );
      const [takeProfits, exits] = await Promise.all([
        db
          .select({
            tradeId: tradeTakeProfits.tradeId,
            price: tradeTakeProfits.price,
            quantity: tradeTakeProfits.quantityToSell,
            isHit: tradeTakeProfits.isHit,
          })
          .from(tradeTakeProfits)
          .where(ofPage(tradeTakeProfits.tradeId))
          .orderBy(asc(tradeTakeProfits.tradeId), asc(tradeTakeProfits.position)),
        db
          .select({
            tradeId: tradeExits.tradeId,
            price: tradeExits.price,
            quantity: tradeExits.quantity,
            executedAt: tradeExits.executedAt,
          })
          .from(tradeExits)
          .where(ofPage(tradeExits.tradeId))
          .orderBy(asc(tradeExits.tradeId), asc(tradeExits.executedAt), asc(tradeExits.id)),
      ]);
      const takeProfitsOf = byTrade(takeProfits, ({ price, quantity, isHit }) => ({
        price,
        quantity,
        isHit,
      }));
      const exitsOf = byTrade(exits, ({ price, quantity, executedAt }) => ({ price, quantity, executedAt }));
      return rows.map((trade) => ({
        ...trade,
        takeProfits: takeProfitsOf.get(trade.id) ?? [],
        exits: exitsOf.get(trade.id) ?? [],
      }));
    },
  };
}

export type ExportsRepository = ReturnType<typeof createExportsRepository>;
