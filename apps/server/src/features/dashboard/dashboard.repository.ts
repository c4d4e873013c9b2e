import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { trades } from '../../db/schema/index.ts';

/** Instants bounding the entry dates read: `[start, end)`; a missing bound is open. */
export type EntryWindow = { start?: Date; end?: Date };

/** A closed trade as the dashboard reads it: R (4 decimals) and close instant in epoch milliseconds. */
export type ClosedTradeR = { realized_rr: number; close_date: number | null };

export type DashboardTrades = { total: number; closed: ClosedTradeR[] };

const closeDateMs = sql`extract(epoch from ${trades.closeDate}) * 1000`;

/**
 * The trades considered by the dashboard (DESIGN §6.3) in ONE query served by `trades_user_dashboard_idx`:
 * the count of all of them, and the closed ones with an R as one JSON array in close date then id order
 * (one decoded value instead of 100,000 rows: PGlite's per-row decoding dominates otherwise).
 */
export function createDashboardRepository(db: Db) {
  return {
    async readTradesConsidered(userId: number, window: EntryWindow): Promise<DashboardTrades> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          closed: sql<string>`coalesce(json_agg(json_build_array(${trades.realizedRr}, ${closeDateMs})
            order by ${trades.closeDate}, ${trades.id})
            filter (where ${trades.status} = 'CLOSED' and ${trades.realizedRr} is not null), '[]')::text`,
        })
        .from(trades)
        .where(
          and(
            eq(trades.userId, userId),
            eq(trades.isDraft, false),
            window.start === undefined ? undefined : gte(trades.entryDate, window.start),
            window.end === undefined ? undefined : lt(trades.entryDate, window.end),
          ),
        );
      if (!row) return { total: 0, closed: [] };
      const pairs: [number, number | null][] = JSON.parse(row.closed);
      return {
        total: row.total,
        closed: pairs.map(([realizedRr, closeDate]) => ({ realized_rr: realizedRr, close_date: closeDate })),
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
