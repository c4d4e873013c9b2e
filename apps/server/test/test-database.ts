import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openEmbeddedDatabase } from '../src/db/open-embedded.ts';
import { openPostgresDatabase } from '../src/db/open-postgres.ts';

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite template, or — with
 * TEST_DATABASE_URL — a new PostgreSQL database created on that server and dropped on close.
 */
export type TestDatabase = Database & {
  /** The PostgreSQL URL of this throwaway database (null on PGlite), e.g. to point a spawned CLI at it. */
  url: string | null;
};

/** `poolSize`: connections of a PostgreSQL test database (4 by default; PGlite has one). */
export type TestDatabaseOptions = { poolSize?: number };

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openThrowawayPostgres(serverUrl, options.poolSize ?? 4);
  const templatePath = inject('pgliteTemplatePath');
  if (templatePath === null) throw new Error('Le modèle PGlite des tests est absent (globalSetup).');
  const dump = new Blob([await readFile(templatePath)]);
  return { ...(await openEmbeddedDatabase({ dump }, { migrate: false })), url: null };
}

async function openThrowawayPostgres(serverUrl: string, poolSize: number): Promise<TestDatabase> {
  const name = `carnet_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString(), { migrate: true, poolSize });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** One statement on a PostgreSQL server (create or drop a database), on a connection of its own. */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
