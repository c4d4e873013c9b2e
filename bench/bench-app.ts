import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, resolveJwtSecret } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import { openEmbeddedDatabase } from '../apps/server/src/db/open-embedded.ts';
import { openPostgresDatabase } from '../apps/server/src/db/open-postgres.ts';
import { createAccountServices } from '../apps/server/src/services.ts';

/** A throwaway migrated database with the whole app on it, and a way to run plain SQL (EXPLAIN). */
export type BenchTarget = {
  label: string;
  db: Db;
  app: FastifyInstance;
  query(text: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  createUser(username: string): Promise<{ id: number; authorization: string }>;
  close(): Promise<void>;
};

const PASSWORD = 'mot-de-passe-de-mesure';

async function withApp(
  label: string,
  db: Db,
  dataDir: string,
  query: BenchTarget['query'],
  cleanup: () => Promise<void>,
): Promise<BenchTarget> {
  const config = resolveJwtSecret(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  const app = await buildApp({ config, db });
  const { usersService } = createAccountServices(db);
  return {
    label,
    db,
    app,
    query,
    async createUser(username) {
      const user = await usersService.create({
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        isStaff: false,
      });
      const response = await app.inject({
        method: 'POST',
        url: '/auth/jwt/create/',
        payload: { username, password: PASSWORD },
      });
      return { id: user.id, authorization: `Bearer ${response.json<{ access: string }>().access}` };
    },
    async close() {
      await app.close();
      await cleanup();
    },
  };
}

/** PGlite in a temporary DATA_DIR, removed on close. */
export async function openEmbeddedTarget(): Promise<BenchTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carnet-bench-'));
  const client = await PGlite.create(join(dataDir, 'db'));
  const { db } = await openEmbeddedDatabase({ client });
  const query: BenchTarget['query'] = async (text, params) =>
    (await client.query<Record<string, unknown>>(text, params)).rows;
  return withApp('embarquée (PGlite)', db, dataDir, query, async () => {
    await client.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/** A new database on the PostgreSQL server of `serverUrl`, dropped on close. */
export async function openPostgresTarget(serverUrl: string): Promise<BenchTarget> {
  const name = `carnet_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString(), { migrate: true });
  const plain = new pg.Client({ connectionString: url.toString() });
  await plain.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'carnet-bench-'));
  const query: BenchTarget['query'] = async (text, params) => (await plain.query(text, params)).rows;
  return withApp('PostgreSQL', database.db, dataDir, query, async () => {
    await plain.end();
    await database.close();
    // The pool's connections may still be closing: retry rather than force (forcing kills them mid-close).
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`drop database if exists ${name}`);
        break;
      } catch (error) {
        if (attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
