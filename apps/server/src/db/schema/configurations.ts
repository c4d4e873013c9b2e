import type { ConfirmationLevel } from '@carnet/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { globalStrategies } from './global-strategies.ts';
import { screenshotsTable } from './screenshots.ts';
import { users } from './users.ts';

export type StoredPreferredTiming = { time: string; tolerance_min: number; days: number[] };
export type StoredSecondaryTiming = { time: string; tolerance_min: number };
export type StoredTimingMultipliers = { preferred: number; secondary: number };
export type StoredGradeBand = { grade: string; min: number; risk_pct: number };
/** The checklist, in order: a confirmation's `order` is its index (docs/rules/trades.md#validation). */
export type StoredConfirmation = {
  key: string;
  label: string;
  level: ConfirmationLevel;
  mandatory: boolean;
  weight: number;
};

/**
 * A configuration (setup, docs/rules/trades.md#fields). Compliance settings are JSON documents (jsonb keeps numbers exact): they are
 * read and written whole, and trades snapshot what they need (docs/rules/compliance.md#configurations). Types are rows, because trades
 * reference them by id.
 */
export const configurations = pgTable(
  'configurations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No action (not restrict): a user's cascade removes both sides in one statement; the API refuses the rest.
    parentStrategyId: integer()
      .notNull()
      .references(() => globalStrategies.id),
    name: varchar({ length: 120 }).notNull(),
    /** Rich text, sanitised with an allow-list before it is stored. */
    description: text().notNull().default(''),
    active: boolean().notNull().default(true),
    timezone: varchar({ length: 64 }).notNull(),
    timingPreferred: jsonb().$type<StoredPreferredTiming[]>().notNull(),
    timingSecondary: jsonb().$type<StoredSecondaryTiming[]>().notNull(),
    secondaryMinScorePct: numeric({ precision: 5, scale: 2 }).notNull(),
    timingMultipliers: jsonb().$type<StoredTimingMultipliers>().notNull(),
    gradeBands: jsonb().$type<StoredGradeBand[]>().notNull(),
    confirmations: jsonb().$type<StoredConfirmation[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('configurations_user_idx').on(table.userId),
    index('configurations_parent_strategy_idx').on(table.parentStrategyId),
  ],
);

/**
 * Strategy types of a configuration, with stable ids: trades will reference them (`strategy_type`, ON DELETE
 * SET NULL), so re-sending a type keeps its id and only types left out are deleted.
 */
export const configurationTypes = pgTable(
  'configuration_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    configurationId: integer()
      .notNull()
      .references(() => configurations.id, { onDelete: 'cascade' }),
    description: varchar({ length: 200 }).notNull(),
    position: integer().notNull(),
  },
  (table) => [index('configuration_types_configuration_idx').on(table.configurationId, table.position)],
);

export const configurationScreenshots = screenshotsTable(
  'configuration_screenshots',
  'configuration_id',
  () => configurations.id,
);

export type ConfigurationRow = typeof configurations.$inferSelect;
export type ConfigurationTypeRow = typeof configurationTypes.$inferSelect;
