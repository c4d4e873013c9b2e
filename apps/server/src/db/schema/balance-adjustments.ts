import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { balanceColumn, capitalAccounts } from './capital-accounts.ts';

/**
 * « Ajustement de solde » (docs/rules/money.md#adjustments): what an edit of an account's current balance added to
 * it, recorded under the account's lock instead of overwriting the balance. A balance is always its starting
 * balance + Σ the nets of its closed trades + Σ these amounts.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    capitalAccountId: integer()
      .notNull()
      .references(() => capitalAccounts.id, { onDelete: 'cascade' }),
    amount: balanceColumn().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('balance_adjustments_account_idx').on(table.capitalAccountId, table.createdAt)],
);

export type BalanceAdjustmentRow = typeof balanceAdjustments.$inferSelect;
