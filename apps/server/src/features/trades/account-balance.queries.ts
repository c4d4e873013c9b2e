import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hasSqlState } from '../../db/run-transaction.ts';
import { capitalAccounts, trades } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { TRADE_MESSAGES } from './trade-messages.ts';

/**
 * The money of closed trades lives in `capital_accounts.current_balance`, owned by the capital-accounts feature:
 * the trades feature moves it here, inside its own transactions, so a close or a delete and its money commit
 * together.
 *
 * Lock order of every write on trades (without one, a close and a delete of one account deadlocked on
 * PostgreSQL). A path may skip steps, never go back to an earlier one:
 *   1. the capital accounts whose balance moves, in id order (`lockAccounts`, `lockAccountOfTrade`);
 *   2. the trade row (`lockOwned`);
 *   3. the owner's `users` row, which the statement triggers on `trades` (migrations 0007, 0008) lock at the
 *      transaction's first write to `trades`: no trade may be written before step 1 is done;
 *   4. what hangs off the trade (take profits, confirmations, screenshot rows).
 * Steps 1 and 2 take FOR NO KEY UPDATE and FOR UPDATE. An account's own edit (capital-accounts.repository `update`)
 * is one statement on its row, step 1 alone. What still conflicts is retried by `runTransaction`.
 */
export function accountBalanceQueries(db: Db) {
  return {
    /**
     * Step 1. FOR NO KEY UPDATE is the lock the balance's UPDATE takes anyway, and unlike FOR UPDATE it lets
     * trades that reference the account still be inserted (their foreign-key check takes FOR KEY SHARE).
     */
    async lockAccounts(accountIds: readonly number[]): Promise<void> {
      if (accountIds.length === 0) return;
      await db
        .select({ id: capitalAccounts.id })
        .from(capitalAccounts)
        .where(inArray(capitalAccounts.id, [...accountIds]))
        .orderBy(asc(capitalAccounts.id))
        .for('no key update');
    },

    /**
     * Step 1 for a trade not locked yet: its account as read now, locked. The caller checks, once the trade is
     * locked, that it still has this account (an edit may have moved it in between).
     */
    async lockAccountOfTrade(userId: number, tradeId: number): Promise<number | undefined> {
      const accountOfTrade = db
        .select({ id: trades.capitalAccountId })
        .from(trades)
        .where(and(eq(trades.id, tradeId), eq(trades.userId, userId)));
      const [row] = await db
        .select({ id: capitalAccounts.id })
        .from(capitalAccounts)
        .where(inArray(capitalAccounts.id, accountOfTrade))
        .for('no key update');
      return row?.id;
    },

    /** The currency of an account, which its trades' money is in. */
    async currencyOf(accountId: number): Promise<string> {
      const [row] = await db
        .select({ currency: capitalAccounts.currency })
        .from(capitalAccounts)
        .where(eq(capitalAccounts.id, accountId));
      if (row === undefined) throw new Error('the locked account vanished');
      return row.currency;
    },

    /** Adds an exact decimal (negative to take it back) to an account's balance, in numeric arithmetic. */
    async addToBalance(accountId: number, amount: string): Promise<void> {
      try {
        await db
          .update(capitalAccounts)
          .set({
            currentBalance: sql`${capitalAccounts.currentBalance} + ${amount}::numeric`,
            updatedAt: new Date(),
          })
          .where(eq(capitalAccounts.id, accountId));
      } catch (error) {
        // PostgreSQL 22003: the balance would leave numeric(20, 8); the transaction is rolled back.
        if (hasSqlState(error, NUMERIC_OVERFLOW)) throw invalid(TRADE_MESSAGES.amountOutOfRange);
        throw error;
      }
    },
  };
}

const NUMERIC_OVERFLOW = new Set(['22003']);
