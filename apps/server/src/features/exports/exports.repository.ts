import { and, asc, eq, gt, sql } from 'drizzle-orm';
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
// order the trades were created in), each trade's take profits and exits aggregated by the database in the same
// statement, so 10,000 trades are 5 queries and never one giant answer held in PGlite's memory.

/** Trades per query: about 1 MB of rows, small enough to stream, large enough that round trips do not count. */
export const EXPORT_PAGE_ROWS = 2_000;

const takeProfitsJson = sql<string>`(select coalesce(json_agg(json_build_object(
    'price', ${tradeTakeProfits.price}::text, 'quantity', ${tradeTakeProfits.quantityToSell}::text,
    'isHit', ${tradeTakeProfits.isHit}) order by ${tradeTakeProfits.position}), '[]')::text
  from ${tradeTakeProfits} where ${tradeTakeProfits.tradeId} = ${trades.id})`;

const exitsJson = sql<string>`(select coalesce(json_agg(json_build_object(
    'price', ${tradeExits.price}::text, 'quantity', ${tradeExits.quantity}::text,
    'executedAt', ${tradeExits.executedAt}) order by ${tradeExits.executedAt}, ${tradeExits.id}), '[]')::text
  from ${tradeExits} where ${tradeExits.tradeId} = ${trades.id})`;

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
          takeProfitsJson,
          exitsJson,
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
      return rows.map(({ takeProfitsJson: tps, exitsJson: exits, ...trade }) => ({
        ...trade,
        takeProfits: JSON.parse(tps),
        exits: JSON.parse(exits),
      }));
    },
  };
}

export type ExportsRepository = ReturnType<typeof createExportsRepository>;
