import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppConfig, buildApp } from '../src/app.ts';
import type { Db } from '../src/db/database.ts';
import { createAccountServices } from '../src/services.ts';
import { openTestDatabase, type TestDatabaseOptions } from './test-database.ts';

export type TestUser = {
  id: number;
  username: string;
  password: string;
  access: string;
  refresh: string;
  /** Spread into `inject({ headers })`. */
  authHeader: { authorization: string };
};

export type UserOptions = { staff?: boolean; email?: string; password?: string };

/** One registered route: its method and full URL as written, e.g. `PATCH /api/v1/trades/:id/screenshots/:sid/`. */
export type RegisteredRoute = { method: string; url: string };

export type TestApp = {
  app: FastifyInstance;
  /** Every route of the app, HEAD twins of GET routes included, in registration order. */
  routes: readonly RegisteredRoute[];
  db: Db;
  config: AppConfig;
  /** Creates an account the way an administrator would, then logs it in through the API. */
  createUser(username: string, options?: UserOptions): Promise<TestUser>;
  close(): Promise<void>;
};

export const TEST_PASSWORD = 'mot-de-passe-de-test';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'carnet-test-data-')),
    databaseUrl: null,
    jwtSecret: randomBytes(32).toString('hex'),
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 14 * 86_400,
    logLevel: 'silent',
    trustProxy: false,
    maxUploadBytes: 10 * 1024 * 1024,
    s3: null,
    adminPassword: null,
    backupKeep: 0,
    webDistDir: join(tmpdir(), 'carnet-no-web-build'),
    publicUrl: null,
    requestTimeoutSeconds: 60,
    ...overrides,
  };
}

/** The app on a fresh migrated database; call `close()` when done (or use `useTestApp`). */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  databaseOptions: TestDatabaseOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase(databaseOptions);
  const config = testConfig(overrides);
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    onRoute: ({ method, url }) => {
      for (const one of [method].flat()) routes.push({ method: one, url });
    },
  });
  const { usersService } = createAccountServices(database.db);

  return {
    app,
    routes,
    db: database.db,
    config,
    async createUser(username, options = {}) {
      const password = options.password ?? TEST_PASSWORD;
      const user = await usersService.create({
        username,
        email: options.email ?? `${username}@example.com`,
        password,
        isStaff: options.staff ?? false,
      });
      const response = await app.inject({
        method: 'POST',
        url: '/auth/jwt/create/',
        payload: { username, password },
      });
      const { access, refresh } = response.json<{ access: string; refresh: string }>();
      return {
        id: user.id,
        username,
        password,
        access,
        refresh,
        authHeader: { authorization: `Bearer ${access}` },
      };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app per test file, built before its tests and closed after them:
 * `const t = useTestApp(); it('…', async () => { const alice = await t.createUser('alice'); … })`.
 */
export function useTestApp(
  overrides: Partial<AppConfig> = {},
  databaseOptions: TestDatabaseOptions = {},
): TestApp {
  let built: TestApp | undefined;
  const current = (): TestApp => {
    if (!built) throw new Error('useTestApp(): the app is only available inside tests and hooks.');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(overrides, databaseOptions);
  });
  afterAll(async () => {
    await built?.close();
  });
  return {
    get app() {
      return current().app;
    },
    get routes() {
      return current().routes;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    createUser: (username, options) => current().createUser(username, options),
    close: () => current().close(),
  };
}
