import type { Db, Tx } from '../../db/database.ts';
import { insertTableRows, reserveIds } from '../../db/insert-table-rows.ts';
import {
  type NewTradeRow,
  tradeConfirmations,
  tradeExits,
  tradeHistory,
  trades,
  tradeTakeProfits,
} from '../../db/schema/index.ts';
import { exitTotals } from './exit-totals.ts';
import type { ConfirmationValues, TakeProfitValues } from './trade-children.queries.ts';
import { refreshExcursions } from './trade-excursions.queries.ts';

/** An exit of a trade as written: what left the position, at what price and when (docs/rules/trades.md). */
export type ExitToWrite = Omit<typeof tradeExits.$inferInsert, 'id' | 'tradeId'>;

/** An entry of a trade's history as written, with the instant it happened (docs/rules/trades.md). */
export type HistoryEntryToWrite = Omit<typeof tradeHistory.$inferInsert, 'id' | 'tradeId'> & { at: Date };

/**
 * A whole trade as a bulk writer hands it over: its row, its take profits in order, its checklist, its exits
 * and its history, oldest entry first.
 */
export type TradeToWrite = {
  /** The trade's row; its exits' totals are written from `exits`. */
  values: Omit<NewTradeRow, 'id' | 'userId' | 'exitsNotional' | 'exitsQuantity'>;
  takeProfits: readonly (TakeProfitValues & { isHit: boolean })[];
  confirmations: readonly ConfirmationValues[];
  exits: readonly ExitToWrite[];
  history: readonly HistoryEntryToWrite[];
};

/**
 * The trades feature's bulk writer (the demo, later imports): trades and each kind of child row in one statement
 * per 1,000 rows, inside the caller's transaction, with every column of the schema (a new one needs no change
 * here). It moves no money: the caller locks the accounts first and moves their balances (the lock order of
 * account-balance.queries.ts). Returns the new ids, in the order given.
 */
export async function writeTrades(
  tx: Db | Tx,
  userId: number,
  toWrite: readonly TradeToWrite[],
): Promise<number[]> {
  const ids = await reserveIds(tx, trades, toWrite.length);
  const withIds = toWrite.map((trade, index) => ({ id: ids[index] ?? 0, trade }));
  await insertTableRows(
    tx,
    trades,
    // A trade without exits keeps the totals' default, 0 (and a table of an older level, without them, takes it).
    withIds.map(({ id, trade }) => ({
      ...trade.values,
      ...(trade.exits.length > 0 ? exitTotals(trade.exits) : {}),
      id,
      userId,
    })),
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
  await insertTableRows(
    tx,
    tradeExits,
    withIds.flatMap(({ id, trade }) => trade.exits.map((exit) => ({ ...exit, tradeId: id }))),
  );
  // In the order given, so entries of one instant keep their order by id.
  await insertTableRows(
    tx,
    tradeHistory,
    withIds.flatMap(({ id, trade }) => trade.history.map((entry) => ({ ...entry, tradeId: id }))),
  );
  return ids;
}

/**
 * `writeTrades`, then the excursions of the closed trades whose symbol has candles, in the same transaction
 * (docs/rules/candles.md#excursions): what an import and the demo write.
 */
export async function writeTradesAndExcursions(
  tx: Db | Tx,
  userId: number,
  toWrite: readonly TradeToWrite[],
): Promise<number[]> {
  const ids = await writeTrades(tx, userId, toWrite);
  await refreshExcursions(tx, userId, ids);
  return ids;
}
