import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { backtestSessions } from './backtests.ts';
import { users } from './users.ts';

/** A backtest time goal (docs/rules/trades.md#fields, docs/rules/backtests.md#goals): ACTIVE until closed, then COMPLETED. */
export const backtestGoals = pgTable(
  'backtest_goals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 120 }).notNull(),
    targetMinutes: integer('target_minutes').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    deadline: date('deadline', { mode: 'string' }),
    status: varchar('status', { length: 9 }).$type<'ACTIVE' | 'COMPLETED'>().notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    // docs/rules/backtests.md#goals: at most one active goal per user, held by the database even under concurrent requests.
    uniqueIndex('backtest_goals_one_active_idx').on(table.userId).where(sql`${table.status} = 'ACTIVE'`),
    index('backtest_goals_user_idx').on(table.userId, table.id),
    check('backtest_goals_status_check', sql`${table.status} in ('ACTIVE', 'COMPLETED')`),
    check('backtest_goals_target_check', sql`${table.targetMinutes} > 0`),
  ],
);

/** Time spent backtesting, logged against a goal and optionally a session. */
export const backtestTimeLogs = pgTable(
  'backtest_time_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    goalId: integer('goal_id')
      .notNull()
      .references(() => backtestGoals.id, { onDelete: 'cascade' }),
    // Deleting a session keeps the time spent on it.
    sessionId: integer('session_id').references(() => backtestSessions.id, { onDelete: 'set null' }),
    durationMinutes: integer('duration_minutes').notNull(),
    notes: text('notes').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('backtest_time_logs_goal_idx').on(table.goalId, table.startedAt),
    index('backtest_time_logs_session_idx').on(table.sessionId),
    check('backtest_time_logs_duration_check', sql`${table.durationMinutes} > 0`),
  ],
);

export type BacktestGoalRow = typeof backtestGoals.$inferSelect;
export type BacktestTimeLogRow = typeof backtestTimeLogs.$inferSelect;
