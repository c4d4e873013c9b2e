import type { ChallengeTrade } from '@carnet/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { trades } from '../../db/schema/index.ts';

/**
 * The closed trades of one account with their net money, in close order then id (docs/rules/challenges.md): the ones whose
 * pnl_amount moved the account's balance (docs/rules/trades.md). One query on trades_capital_account_idx.
 */
export function createChallengeRepository(db: Db) {
  return {
    async closedTrades(accountId: number): Promise<ChallengeTrade[]> {
      const rows = await db
        .select({ id: trades.id, pnl: trades.pnlAmount, closedAt: trades.closeDate })
        .from(trades)
        .where(
          and(
            eq(trades.capitalAccountId, accountId),
            eq(trades.status, 'CLOSED'),
            isNotNull(trades.pnlAmount),
            isNotNull(trades.closeDate),
          ),
        )
        .orderBy(asc(trades.closeDate), asc(trades.id));
      return rows.flatMap(({ id, pnl, closedAt }) =>
        pnl === null || closedAt === null ? [] : [{ id, pnl, closedAtMs: closedAt.getTime() }],
      );
    },
  };
}

export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;
