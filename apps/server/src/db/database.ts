import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** One type for both drivers (PGlite embedded, node-postgres); features only ever see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The handle inside `db.transaction(async (tx) => …)`; always use it there (the outer handle deadlocks PGlite). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseDriver = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  driver: DatabaseDriver;
  /** Applies the pending migrations of a folder (the repository's by default; a restore stops at a backup's). */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
};

/** Both drivers share drizzle's settings so a column declared without a name is snake_case everywhere. */
export const DRIZZLE_CASING = 'snake_case';
