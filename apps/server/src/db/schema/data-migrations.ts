import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Data migrations that need the application's rules (the instrument registry), not only SQL: each runs once, at
 * the first start after its SQL migration, and keeps what it did. A restored backup brings its rows along, so a
 * backup taken before one is migrated on its first start, and one taken after is not migrated twice. An integer
 * id, as every table the backup copies in key order (backup/README.md).
 */
export const dataMigrations = pgTable('data_migrations', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: varchar({ length: 100 }).notNull().unique(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  summary: jsonb().$type<Record<string, unknown>>().notNull().default({}),
});
