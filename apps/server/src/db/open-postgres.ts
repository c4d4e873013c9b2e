import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import { type Database, DRIZZLE_CASING } from './database.ts';
import * as schema from './schema/index.ts';

/** Arbitrary constant: serialises migrations when several Carnet processes start against one server. */
const MIGRATION_LOCK_KEY = 7_305_214_901;

export async function openPostgresDatabase(
  url: string,
  options: { migrate: boolean; poolSize?: number; onIdleClientError?: (error: Error) => void } = {
    migrate: true,
  },
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle connection cut by the server (restart, failover, admin command) is dropped from the pool and
  // replaced on the next query; without a listener node-postgres rethrows it and the whole process dies.
  pool.on('error', options.onIdleClientError ?? (() => undefined));
  try {
    if (options.migrate) await migrateUnderLock(pool, MIGRATIONS_FOLDER);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzle({ client: pool, schema, casing: DRIZZLE_CASING });
  return {
    db,
    driver: 'postgres',
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migrateUnderLock(pool, migrationsFolder),
    close: () => pool.end(),
  };
}

async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client: connection, schema, casing: DRIZZLE_CASING }), { migrationsFolder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    connection.release();
  }
}
