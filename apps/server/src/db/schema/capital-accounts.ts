import { CAPITAL_MODES, type CapitalMode, type ChallengeRules } from '@carnet/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Money columns: exact decimals, 12 integer digits and 8 decimals (crypto-denominated accounts). */
export const BALANCE_PRECISION = 20;
export const BALANCE_SCALE = 8;
export const balanceColumn = () => numeric({ precision: BALANCE_PRECISION, scale: BALANCE_SCALE });

/** A capital account (docs/rules/trades.md#fields); is_active false means archived (docs/rules/trades.md). */
export const capitalAccounts = pgTable(
  'capital_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 120 }).notNull(),
    mode: varchar({ length: 10 }).$type<CapitalMode>().notNull(),
    currency: char({ length: 3 }).notNull(),
    startingBalance: balanceColumn().notNull(),
    /** Moves with closed trades' pnl (docs/rules/trades.md), in the same transaction as the close. */
    currentBalance: balanceColumn().notNull(),
    targetBalance: balanceColumn(),
    startDate: date({ mode: 'string' }),
    targetDate: date({ mode: 'string' }),
    isActive: boolean().notNull().default(true),
    notes: text(),
    /** docs/rules/challenges.md: the firm's rules of a CHALLENGE account (money as decimal strings); null on other modes. */
    rules: jsonb().$type<ChallengeRules>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('capital_accounts_user_idx').on(table.userId),
    check(
      'capital_accounts_mode_check',
      sql`${table.mode} in (${sql.raw(CAPITAL_MODES.map((mode) => `'${mode}'`).join(', '))})`,
    ),
  ],
);

export type CapitalAccountRow = typeof capitalAccounts.$inferSelect;
