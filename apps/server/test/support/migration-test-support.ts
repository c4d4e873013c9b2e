import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { migrationsUpTo, readMigrationJournal } from '../../src/backup/migration-level.ts';
import type { Database } from '../../src/db/database.ts';
import { openEmbeddedDatabase } from '../../src/db/open-embedded.ts';
import { openPostgresDatabase } from '../../src/db/open-postgres.ts';
import { runOnServer } from '../test-database.ts';

/**
 * An empty database with no migration applied: a PGlite in memory, or — with TEST_DATABASE_URL — a throwaway
 * PostgreSQL database dropped on close. A migration test brings it to an earlier level itself.
 */
export async function openEmptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openEmbeddedDatabase({ client: await PGlite.create() }, { migrate: false });
  const name = `carnet_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString(), { migrate: false, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Applies the repository's migrations up to and including `tag`, and no later one. */
export async function migrateUpTo(database: Database, tag: string): Promise<void> {
  const level = (await readMigrationJournal()).find((entry) => entry.tag === tag);
  if (level === undefined) throw new Error(`migration inconnue : ${tag}`);
  const migrations = await migrationsUpTo(level);
  try {
    await database.migrate(migrations.folder);
  } finally {
    await migrations.remove();
  }
}
