import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Data migrations that need the application's rules (the instrument registry), not only SQL: each runs once, at
 * the first start after its SQL migration, and keeps what it did. A restored backup brings its rows along, so a
 * backup taken before one is migrated on its first start, and one taken after is not migrated twice.
 */
export const dataMigrations = pgTable('data_migrations', {
  name: varchar({ length: 100 }).primaryKey(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  summary: jsonb().$type<Record<string, unknown>>().notNull().default({}),
});
