import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import { type Database, DRIZZLE_CASING } from './database.ts';
import * as schema from './schema/index.ts';

/**
 * PGlite persisted under DATA_DIR/db, or loaded from a dump (tests). The caller holds the DATA_DIR lock:
 * PGlite must never be opened by two processes.
 */
export async function openEmbeddedDatabase(
  source: { dataDir: string } | { dump: Blob } | { client: PGlite },
  options: { migrate: boolean } = { migrate: true },
): Promise<Database> {
  const client = await createClient(source);
  const db = drizzle({ client, schema, casing: DRIZZLE_CASING });
  const database: Database = {
    db,
    driver: 'pglite',
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
  try {
    if (options.migrate) await database.migrate();
  } catch (error) {
    await client.close();
    throw error;
  }
  return database;
}

/**
 * Durability, pinned rather than left to PGlite's defaults: every commit writes its WAL to the files under
 * DATA_DIR/db before the answer is sent (synchronous commit; NodeFS writes straight to the files, and
 * `relaxedDurability` would stop awaiting that), so a killed process loses no acknowledged write (tested by
 * server-sigkill.test.ts). PGlite never calls fsync (`-F`, and Emscripten's NODEFS has none): a power cut or an
 * operating-system crash may still lose the last commits — the daily backups and PostgreSQL cover that.
 * Shared buffers: PostgreSQL's default 128 MB is allocated and zeroed inside the WebAssembly memory at every
 * start (~120 MB resident, part of the start-up time) for a cache the operating system's file cache already
 * keeps; 32 MB still holds the dashboard index of a 100,000-trade user (docs/budgets.md: idle RSS < 350 MB).
 */
const DURABLE_START = {
  relaxedDurability: false,
  startParams: [...PGlite.defaultStartParams, '-c', 'synchronous_commit=on', '-c', 'shared_buffers=32MB'],
};

function createClient(source: { dataDir: string } | { dump: Blob } | { client: PGlite }): Promise<PGlite> {
  if ('client' in source) return Promise.resolve(source.client);
  if ('dump' in source) return PGlite.create({ loadDataDir: source.dump });
  return PGlite.create(ensureDir(join(source.dataDir, 'db')), DURABLE_START);
}

function ensureDir(path: string): string {
  mkdirSync(path, { recursive: true });
  return path;
}
