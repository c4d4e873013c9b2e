import type { Tx } from '../../db/database.ts';
import { insertTableRows, reserveIds } from '../../db/insert-table-rows.ts';
import { type NewTradeRow, tradeConfirmations, trades, tradeTakeProfits } from '../../db/schema/index.ts';
import type { ConfirmationValues, TakeProfitValues } from './trade-children.queries.ts';

/** A whole trade as a bulk writer hands it over: its row, its take profits in order, its checklist. */
export type TradeToWrite = {
  values: Omit<NewTradeRow, 'id' | 'userId'>;
  takeProfits: readonly (TakeProfitValues & { isHit: boolean })[];
  confirmations: readonly ConfirmationValues[];
};

/**
 * The trades feature's bulk writer (the demo, later imports): trades, take profits and checklists in three
 * statements per 1,000 rows, inside the caller's transaction, with every column of the schema (a new one needs
 * no change here). It moves no money: the caller locks the accounts first and moves their balances (the lock
 * order of account-balance.queries.ts). Returns the new ids, in the order given.
 */
export async function writeTrades(
  tx: Tx,
  userId: number,
  toWrite: readonly TradeToWrite[],
): Promise<number[]> {
  const ids = await reserveIds(tx, trades, toWrite.length);
  const withIds = toWrite.map((trade, index) => ({ id: ids[index] ?? 0, trade }));
  await insertTableRows(
    tx,
    trades,
    withIds.map(({ id, trade }) => ({ ...trade.values, id, userId })),
    { withIds: true },
  );
  await insertTableRows(
    tx,
    tradeTakeProfits,
    withIds.flatMap(({ id, trade }) =>
      trade.takeProfits.map((takeProfit, position) => ({ ...takeProfit, tradeId: id, position })),
    ),
  );
  await insertTableRows(
    tx,
    tradeConfirmations,
    withIds.flatMap(({ id, trade }) =>
      trade.confirmations.map((confirmation) => ({ ...confirmation, tradeId: id })),
    ),
  );
  return ids;
}
