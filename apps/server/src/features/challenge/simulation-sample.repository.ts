import type { SimulationSample } from '@carnet/contract';
import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { trades } from '../../db/schema/index.ts';

/** A closed trade's R and close instant: what the simulation draws from. */
export type SampleTrade = { r: number; closedAtMs: number };

/**
 * DESIGN §13: the trader's own results, closed trades with a known R, drafts left out as on the dashboard, in
 * close order then id: this account's (ACCOUNT) or all of the user's (ALL).
 */
export function createSimulationSampleRepository(db: Db) {
  return {
    async sampleTrades(userId: number, accountId: number, sample: SimulationSample): Promise<SampleTrade[]> {
      const scope: SQL | undefined =
        sample === 'ACCOUNT' ? eq(trades.capitalAccountId, accountId) : undefined;
      const rows = await db
        .select({ r: trades.realizedRr, closedAt: trades.closeDate })
        .from(trades)
        .where(
          and(
            eq(trades.userId, userId),
            scope,
            eq(trades.status, 'CLOSED'),
            eq(trades.isDraft, false),
            isNotNull(trades.realizedRr),
            isNotNull(trades.closeDate),
          ),
        )
        .orderBy(asc(trades.closeDate), asc(trades.id));
      return rows.flatMap(({ r, closedAt }) =>
        r === null || closedAt === null ? [] : [{ r, closedAtMs: closedAt.getTime() }],
      );
    },
  };
}

export type SimulationSampleRepository = ReturnType<typeof createSimulationSampleRepository>;
