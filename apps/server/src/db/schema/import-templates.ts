import type {
  ImportDateFormat,
  ImportDecimalSeparator,
  ImportDelimiter,
  ImportTemplateColumns,
} from '@carnet/contract';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A trader's column mapping of a CSV no platform reader knows (docs/rules/imports.md): how the file is cut, how it writes
 * numbers and dates, and which header holds each field. The contract validates every value before it is stored.
 */
export const importTemplates = pgTable(
  'import_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 120 }).notNull(),
    delimiter: varchar({ length: 1 }).$type<ImportDelimiter>().notNull(),
    decimalSeparator: varchar({ length: 1 }).$type<ImportDecimalSeparator>().notNull(),
    dateFormat: varchar({ length: 32 }).$type<ImportDateFormat>().notNull(),
    timeZone: varchar({ length: 64 }).notNull(),
    columns: jsonb().$type<ImportTemplateColumns>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Names are unique per user whatever their case; the index also serves the list by user.
  (table) => [uniqueIndex('import_templates_user_name_key').on(table.userId, sql`lower(${table.name})`)],
);

export type ImportTemplateRow = typeof importTemplates.$inferSelect;
