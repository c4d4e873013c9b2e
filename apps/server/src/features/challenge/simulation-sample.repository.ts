import type { SimulationSample } from '@carnet/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { trades } from '../../db/schema/index.ts';

/** A closed trade's R and close instant: what the simulation draws from. */
export type SampleTrade = { r: number; closedAtMs: number };

// date_part is float8, as the dashboard reads it (see dashboard.repository.ts).
const closeDateMs = sql`floor(date_part('epoch', ${trades.closeDate}) * 1000)::bigint`;

/**
 * docs/rules/challenges.md: the trader's own results, closed trades with a known R, drafts left out as on the dashboard, in
 * close order then id: this account's (ACCOUNT) or all of the user's (ALL). One query on
 * `trades_user_dashboard_idx` (an index-only scan) packing `R ms;…` into one text value, as the dashboard does:
 * 10,000 rows decoded one by one held the embedded database (and every other request) for 50 to 120 ms.
 */
export function createSimulationSampleRepository(db: Db) {
  return {
    async sampleTrades(userId: number, accountId: number, sample: SimulationSample): Promise<SampleTrade[]> {
      const [row] = await db
        .select({
          packed: sql<string | null>`string_agg(${trades.realizedRr}::text || ' ' || ${closeDateMs}::text, ';'
            order by ${trades.closeDate}, ${trades.id})`,
        })
        .from(trades)
        .where(
          and(
            eq(trades.userId, userId),
            // Literal, not a parameter: it must match the partial index's predicate.
            sql`not ${trades.isDraft}`,
            sample === 'ACCOUNT' ? eq(trades.capitalAccountId, accountId) : undefined,
            eq(trades.status, 'CLOSED'),
            sql`${trades.realizedRr} is not null and ${trades.closeDate} is not null`,
          ),
        );
      const packed = row?.packed ?? null;
      return packed === null
        ? []
        : packed.split(';').map((pair) => {
            const space = pair.indexOf(' ');
            return { r: Number(pair.slice(0, space)), closedAtMs: Number(pair.slice(space + 1)) };
          });
    },
  };
}

export type SimulationSampleRepository = ReturnType<typeof createSimulationSampleRepository>;
