import type { JournalBias, JournalTemplateKind, PlanFollowed } from '@carnet/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A line appended to a locked plan (docs/rules/journal.md#plan-lock). */
export type JournalAddendum = { at: string; text: string };

/**
 * A trader's journal of one local day (docs/rules/journal.md): the plan, the state, the review. `date` is the
 * trader's civil day; which trades belong to it is decided by the zone of each request. The plan's lock by the
 * day's first trade is computed when read (`plan_recorded_at` against the trades' recording times); only the
 * trader's own « Verrouiller le plan » is stored (`plan_locked_at`).
 */
export const journalDays = pgTable(
  'journal_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    planText: text('plan_text').notNull().default(''),
    planBias: varchar('plan_bias', { length: 7 }).$type<JournalBias>(),
    planLevels: text('plan_levels').notNull().default(''),
    maxTrades: integer('max_trades'),
    maxLossR: numeric('max_loss_r', { precision: 12, scale: 4, mode: 'number' }),
    planRecordedAt: timestamp('plan_recorded_at', { withTimezone: true }),
    planLockedAt: timestamp('plan_locked_at', { withTimezone: true }),
    addenda: jsonb('addenda').$type<JournalAddendum[]>().notNull().default([]),
    mood: smallint('mood'),
    energy: smallint('energy'),
    stress: smallint('stress'),
    sleepHours: numeric('sleep_hours', { precision: 3, scale: 1, mode: 'number' }),
    reviewText: text('review_text').notNull().default(''),
    planFollowed: varchar('plan_followed', { length: 6 }).$type<PlanFollowed>(),
    lessons: text('lessons').notNull().default(''),
    mistakes: jsonb('mistakes').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('journal_days_user_date_key').on(table.userId, table.date),
    check('journal_days_bias_check', sql`${table.planBias} in ('LONG', 'SHORT', 'NEUTRAL')`),
    check('journal_days_plan_followed_check', sql`${table.planFollowed} in ('YES', 'PARTLY', 'NO')`),
    check('journal_days_max_trades_check', sql`${table.maxTrades} >= 1`),
    check('journal_days_max_loss_r_check', sql`${table.maxLossR} > 0`),
    check(
      'journal_days_scales_check',
      sql`${table.mood} between 1 and 5 and ${table.energy} between 1 and 5 and ${table.stress} between 1 and 5`,
    ),
    check('journal_days_sleep_check', sql`${table.sleepHours} between 0 and 24`),
  ],
);

export type JournalDayRow = typeof journalDays.$inferSelect;

/** A trader's template for the plan or the review (docs/rules/journal.md#templates). */
export const journalTemplates = pgTable(
  'journal_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 6 }).$type<JournalTemplateKind>().notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('journal_templates_user_idx').on(table.userId, table.id),
    check('journal_templates_kind_check', sql`${table.kind} in ('PLAN', 'REVIEW')`),
  ],
);

export type JournalTemplateRow = typeof journalTemplates.$inferSelect;
