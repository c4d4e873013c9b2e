import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    /** argon2id PHC string (ARCHITECTURE.md). */
    passwordHash: text('password_hash').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** Created by `carnet demo`: only such an account may be wiped and reloaded by it (README.md). */
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * How many trades the user has, kept exact by statement triggers on `trades` (migration 0007): the trade
     * list's count without counting 10,000 rows on every page (docs/budgets.md).
     */
    tradeCount: integer('trade_count').notNull().default(0),
    /**
     * Stamp of the user's trades, moved by the same triggers on every insert, update or delete of them (migration
     * 0008): the dashboard's cached answers are valid while it holds (features/dashboard/dashboard-cache.ts). Each
     * change sets it past the previous stamp and past the clock in microseconds, so a stamp never names two states
     * of the trades, not even across a restore into a new database. Below 2^53 until the year 2255.
     */
    tradesVersion: bigint('trades_version', { mode: 'number' }).notNull().default(0),
  },
  // Usernames are unique regardless of case so « Admin » cannot impersonate « admin ».
  (table) => [uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`)],
);

export type UserRow = typeof users.$inferSelect;
