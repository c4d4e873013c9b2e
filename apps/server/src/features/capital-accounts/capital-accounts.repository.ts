import { Decimal, toDecimalString } from '@carnet/domain';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { runTransaction } from '../../db/run-transaction.ts';
import {
  type BalanceAdjustmentRow,
  balanceAdjustments,
  type CapitalAccountRow,
  capitalAccounts,
  trades,
} from '../../db/schema/index.ts';

export type CapitalAccountValues = Pick<
  CapitalAccountRow,
  | 'name'
  | 'mode'
  | 'currency'
  | 'startingBalance'
  | 'currentBalance'
  | 'targetBalance'
  | 'startDate'
  | 'targetDate'
  | 'isActive'
  | 'notes'
  | 'rules'
>;

export type CapitalAccountWithCount = CapitalAccountRow & { tradesCount: number; estimatedCount: number };

/**
 * docs/rules/money.md#capital-accounts: trades linked to the account, drafts included (served by trades_capital_account_idx). Qualified
 * by hand: drizzle leaves columns unqualified in a one-table select, where `id` would mean the trade's.
 */
const tradesCount =
  sql<number>`(select count(*) from ${trades} where ${trades}.capital_account_id = ${capitalAccounts}.id)`.mapWith(
    Number,
  );

/** Its closed trades whose money is estimated from R (docs/rules/money.md#sources). */
const estimatedCount = sql<number>`(select count(*) from ${trades}
    where ${trades}.capital_account_id = ${capitalAccounts}.id and ${trades}.status = 'CLOSED'
      and ${trades}.pnl_source = 'ESTIMATED')`.mapWith(Number);

export function createCapitalAccountsRepository(db: Db) {
  const owned = (userId: number, id: number) =>
    and(eq(capitalAccounts.userId, userId), eq(capitalAccounts.id, id));
  const withCount = { account: capitalAccounts, tradesCount, estimatedCount };
  const flatten = ({
    account,
    ...counts
  }: {
    account: CapitalAccountRow;
    tradesCount: number;
    estimatedCount: number;
  }) => ({ ...account, ...counts });

  async function findOwned(userId: number, id: number): Promise<CapitalAccountWithCount | undefined> {
    const [row] = await db.select(withCount).from(capitalAccounts).where(owned(userId, id));
    return row === undefined ? undefined : flatten(row);
  }

  return {
    findOwned,

    /** The account alone, without its counts: what other features check an account with. */
    async findOwnedRow(userId: number, id: number): Promise<CapitalAccountRow | undefined> {
      const [row] = await db.select().from(capitalAccounts).where(owned(userId, id));
      return row;
    },

    /** Active accounts first (archived ones last), then by name. */
    async list(userId: number): Promise<CapitalAccountWithCount[]> {
      const rows = await db
        .select(withCount)
        .from(capitalAccounts)
        .where(eq(capitalAccounts.userId, userId))
        .orderBy(
          desc(capitalAccounts.isActive),
          asc(sql`lower(${capitalAccounts.name})`),
          asc(capitalAccounts.id),
        );
      return rows.map(flatten);
    },

    async insert(userId: number, values: CapitalAccountValues): Promise<CapitalAccountWithCount> {
      const [row] = await db
        .insert(capitalAccounts)
        .values({ userId, ...values })
        .returning();
      if (row === undefined) throw new Error('insert into capital_accounts returned no row');
      return { ...row, tradesCount: 0, estimatedCount: 0 };
    },

    /**
     * An edit of the account under its row lock (step 1 of account-balance.queries.ts), in one transaction
     * (docs/rules/money.md#adjustments): the balance is never overwritten. It moves with the starting balance, and
     * a current balance asked for (`requestedCurrent`, undefined: none) that differs from where that leaves it is
     * reached by recording the difference as a balance adjustment.
     */
    async update(
      userId: number,
      id: number,
      values: Omit<CapitalAccountValues, 'currentBalance'>,
      requestedCurrent: string | undefined,
    ): Promise<CapitalAccountWithCount | undefined> {
      const updated = await runTransaction(db, async (tx) => {
        const [locked] = await tx
          .select({ starting: capitalAccounts.startingBalance, current: capitalAccounts.currentBalance })
          .from(capitalAccounts)
          .where(owned(userId, id))
          .for('no key update');
        if (locked === undefined) return undefined;
        const expected = new Decimal(locked.current).plus(values.startingBalance).minus(locked.starting);
        const adjustment =
          requestedCurrent === undefined ? null : new Decimal(requestedCurrent).minus(expected);
        if (adjustment !== null && !adjustment.isZero()) {
          await tx
            .insert(balanceAdjustments)
            .values({ capitalAccountId: id, amount: toDecimalString(adjustment) });
        }
        await tx
          .update(capitalAccounts)
          .set({
            ...values,
            currentBalance: toDecimalString(expected.plus(adjustment ?? 0)),
            updatedAt: new Date(),
          })
          .where(owned(userId, id));
        return id;
      });
      return updated === undefined ? undefined : findOwned(userId, updated);
    },

    /** The adjustments of one of the caller's accounts, newest first. */
    async adjustments(userId: number, id: number): Promise<BalanceAdjustmentRow[]> {
      return db
        .select(getTableColumns(balanceAdjustments))
        .from(balanceAdjustments)
        .innerJoin(capitalAccounts, eq(capitalAccounts.id, balanceAdjustments.capitalAccountId))
        .where(owned(userId, id))
        .orderBy(desc(balanceAdjustments.createdAt), desc(balanceAdjustments.id));
    },
  };
}

export type CapitalAccountsRepository = ReturnType<typeof createCapitalAccountsRepository>;
