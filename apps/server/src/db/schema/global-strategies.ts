import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A trader's global strategy: the parent every configuration (setup) belongs to (docs/rules/trades.md#fields). */
export const globalStrategies = pgTable(
  'global_strategies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 120 }).notNull(),
    /** Plain text (the configuration's description is the rich one). */
    description: text().notNull().default(''),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('global_strategies_user_idx').on(table.userId)],
);

export type GlobalStrategyRow = typeof globalStrategies.$inferSelect;
