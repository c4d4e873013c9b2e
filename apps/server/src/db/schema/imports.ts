import { IMPORT_PLATFORMS, type ImportPlatform, type Reconciliation } from '@carnet/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { capitalAccounts } from './capital-accounts.ts';
import { users } from './users.ts';

/** The figures of an import's closed trades (docs/rules/imports.md), decimal strings. */
export type ImportTotals = { gross_pnl: string; fees: string; swap: string; net_pnl: string };

/** A line of a file that did not become a trade. */
export type ImportLineError = { line: number; message: string };

/**
 * One import of a file into a capital account (docs/rules/imports.md): what it read, what it created; its trades point back
 * to it, so undoing it removes exactly them and gives their money back.
 */
export const importBatches = pgTable(
  'import_batches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No action (not restrict): a user's cascade removes accounts and batches in one statement.
    capitalAccountId: integer()
      .notNull()
      .references(() => capitalAccounts.id),
    platform: varchar({ length: 32 }).$type<ImportPlatform>().notNull(),
    fileName: varchar({ length: 255 }).notNull(),
    timeZone: varchar({ length: 64 }).notNull(),
    imported: integer().notNull(),
    duplicates: integer().notNull(),
    errors: jsonb().$type<ImportLineError[]>().notNull().default([]),
    totals: jsonb().$type<ImportTotals>().notNull(),
    /** The file's figures against the trades built (docs/rules/imports.md#reconciliation); null before it was kept. */
    reconciliation: jsonb().$type<Reconciliation>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('import_batches_user_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    check(
      'import_batches_platform_check',
      sql`${table.platform} in (${sql.raw(IMPORT_PLATFORMS.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);

export type ImportBatchRow = typeof importBatches.$inferSelect;
