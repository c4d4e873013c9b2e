import type { Db } from '../db/database.ts';
import { runTransaction } from '../db/run-transaction.ts';
import { accountBalanceQueries } from '../features/trades/account-balance.queries.ts';
import { writeTradesAndExcursions } from '../features/trades/write-trades.ts';
import type { PlannedTrades } from './plan-demo-trades.ts';

/**
 * Writes the planned trades through the trades feature's bulk writer and moves the accounts' balances by what
 * the closes added, in one transaction; the accounts are locked before any trade is written (the lock order of
 * account-balance.queries.ts). Returns the trades' ids, in the order given.
 */
export async function writeDemoTrades(db: Db, userId: number, planned: PlannedTrades): Promise<number[]> {
  return runTransaction(db, async (tx) => {
    const money = accountBalanceQueries(tx);
    await money.lockAccounts([...planned.balanceChanges.keys()]);
    const ids = await writeTradesAndExcursions(tx, userId, planned.trades);
    for (const [accountId, amount] of planned.balanceChanges) await money.addToBalance(accountId, amount);
    return ids;
  });
}
