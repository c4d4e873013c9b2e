import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { trades } from '../../db/schema/index.ts';
import { isoDateTime, isoDateTimeOrNull } from '../../http/serialize.ts';
import { decimalOrNull, decimalOut } from '../trades/trade-response.ts';
import type { AccountTrade } from './statement-check.ts';

/** The account's trades as a statement check compares them (statement-check.ts), values as the API writes them. */
export function createStatementCheckRepository(db: Db) {
  return {
    async accountTrades(userId: number, accountId: number): Promise<AccountTrade[]> {
      const rows = await db
        .select({
          id: trades.id,
          externalId: trades.externalId,
          assetName: trades.assetName,
          direction: trades.direction,
          quantity: trades.quantity,
          entryPrice: trades.entryPrice,
          entryDate: trades.entryDate,
          status: trades.status,
          closePrice: trades.closePrice,
          closeDate: trades.closeDate,
          fees: trades.fees,
          swap: trades.swap,
          pnlAmount: trades.pnlAmount,
        })
        .from(trades)
        .where(and(eq(trades.userId, userId), eq(trades.capitalAccountId, accountId)))
        .orderBy(trades.entryDate, trades.id);
      return rows.map((row) => ({
        id: row.id,
        external_id: row.externalId,
        asset_name: row.assetName,
        direction: row.direction,
        quantity: decimalOut(row.quantity),
        entry_price: decimalOut(row.entryPrice),
        entry_date: isoDateTime(row.entryDate),
        status: row.status,
        close_price: decimalOrNull(row.closePrice),
        close_date: isoDateTimeOrNull(row.closeDate),
        fees: decimalOut(row.fees),
        swap: decimalOut(row.swap),
        pnl_amount: decimalOrNull(row.pnlAmount),
      }));
    },
  };
}

export type StatementCheckRepository = ReturnType<typeof createStatementCheckRepository>;
