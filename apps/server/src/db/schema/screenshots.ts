import { type AnyPgColumn, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The shape of every screenshot table (configurations now, trades next): one row per stored image, owned by a
 * parent row and deleted with it. Only media keys are stored; signed URLs are minted on each read (docs/security.md#media-urls).
 * `parentColumn` names the SQL column (`configuration_id`, `trade_id`); in TypeScript it is always `parentId`,
 * so one gallery service works on any of these tables.
 */
export function screenshotsTable(name: string, parentColumn: string, parent: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      id: integer().primaryKey().generatedAlwaysAsIdentity(),
      parentId: integer(parentColumn).notNull().references(parent, { onDelete: 'cascade' }),
      /** Namespaces the media keys; ownership itself is checked on the parent. */
      userId: integer()
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      mediaKey: varchar({ length: 120 }).notNull(),
      thumbnailKey: varchar({ length: 120 }).notNull(),
      contentType: varchar({ length: 40 }).notNull(),
      bytes: integer().notNull(),
      width: integer().notNull(),
      height: integer().notNull(),
      caption: varchar({ length: 300 }).notNull().default(''),
      /** One of the parent's kinds (contract: CONFIGURATION_SCREENSHOT_KINDS, TRADE_SCREENSHOT_KINDS). */
      kind: varchar({ length: 16 }).notNull().default('OTHER'),
      /** The gallery order sent by the client (docs/rules/trades.md: moving swaps neighbours and sends the index). */
      position: integer().notNull().default(0),
      createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [index(`${name}_parent_idx`).on(table.parentId, table.position)],
  );
}

export type ScreenshotsTable = ReturnType<typeof screenshotsTable>;
export type ScreenshotRow = ScreenshotsTable['$inferSelect'];
