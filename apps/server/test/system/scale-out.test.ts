import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_MESSAGES, type Dashboard } from '@carnet/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/features/auth/login-throttle.ts';
import { type ServerProcess, startServer } from '../process.ts';
import { longTrade } from '../support/long-trade-fixture.ts';
import { type LocalS3, startLocalS3 } from '../support/media-test-support.ts';
import { pngImage } from '../support/test-images.ts';
import { runOnServer } from '../test-database.ts';

/*
 * README.md « Beyond one machine »: two real server processes share one PostgreSQL database and one S3 bucket
 * and nothing else (each has its own DATA_DIR), so a load balancer may send any request to either of them.
 */

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUCKET = 'carnet-scale-out';
const ADMIN_PASSWORD = 'mot-de-passe-admin-partage';
const TRADER = { username: 'repartie', password: 'mot-de-passe-du-trader' };

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const onPostgres = (statement: string) => runOnServer(POSTGRES_URL, statement);

const hasPostgres = await postgresAnswers();
if (!hasPostgres) {
  console.warn(
    `Test de montée en charge ignoré : PostgreSQL ne répond pas sur ${new URL(POSTGRES_URL).host}.`,
  );
}

type Answer = { status: number; body: unknown; headers: Headers };
type CallOptions = { token?: string; json?: unknown; form?: FormData };

async function call(server: ServerProcess, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text), headers: response.headers };
}

/** Checks the status and hands back the body as the caller expects it (the API's schemas are tested elsewhere). */
function expectStatus<Body = unknown>(answer: Answer, status: number): Body {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as Body;
}

type TokenPair = { access: string; refresh: string };
const login = (server: ServerProcess, password = TRADER.password) =>
  call(server, 'POST', '/auth/jwt/create/', { json: { username: TRADER.username, password } });

async function bytesOf(url: string): Promise<{ type: string | null; bytes: Buffer }> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe.skipIf(!hasPostgres)(
  'two server processes on one PostgreSQL and one S3 bucket (needs PostgreSQL on 127.0.0.1:5432)',
  { timeout: 60_000 },
  () => {
    const databaseName = `carnet_scale_out_${randomBytes(6).toString('hex')}`;
    const directories: string[] = [];
    let s3: LocalS3 | undefined;
    const started: ServerProcess[] = [];
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      await onPostgres(`create database ${databaseName}`);
      const databaseUrl = new URL(POSTGRES_URL);
      databaseUrl.pathname = `/${databaseName}`;
      s3 = await startLocalS3(BUCKET);
      const shared = {
        DATABASE_URL: databaseUrl.toString(),
        JWT_SECRET: randomBytes(32).toString('hex'),
        CARNET_ADMIN_PASSWORD: ADMIN_PASSWORD,
        ...s3.env,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      };
      const own = () => {
        const dataDir = mkdtempSync(join(tmpdir(), 'carnet-scale-out-data-'));
        directories.push(dataDir);
        return { ...shared, DATA_DIR: dataDir };
      };
      // Started together on an empty database: migrations run under the advisory lock, one admin is created.
      const starts = await Promise.allSettled([startServer(own()), startServer(own())]);
      for (const start of starts) if (start.status === 'fulfilled') started.push(start.value);
      for (const start of starts) if (start.status === 'rejected') throw start.reason;
      [a, b] = started as [ServerProcess, ServerProcess];
    }, 60_000);

    afterAll(async () => {
      for (const server of started) server.child.kill('SIGTERM');
      await Promise.all(started.map((server) => server.exited));
      await s3?.close();
      await onPostgres(`drop database if exists ${databaseName} with (force)`);
      for (const directory of directories) rmSync(directory, { recursive: true, force: true });
    });

    it('migrate once and create one first admin when they start together', async () => {
      const announcements = [a, b].filter((server) => server.output().includes('Compte administrateur créé'));
      expect(announcements).toHaveLength(1);
      const admin = expectStatus<TokenPair>(
        await call(b, 'POST', '/auth/jwt/create/', { json: { username: 'admin', password: ADMIN_PASSWORD } }),
        200,
      );
      // The administrator works on B, the new account signs in on A.
      expectStatus<TokenPair>(
        await call(b, 'POST', '/api/v1/admin/users/', { token: admin.access, json: TRADER }),
        201,
      );
      const users = expectStatus<{ username: string }[]>(
        await call(a, 'GET', '/api/v1/admin/users/', { token: admin.access }),
        200,
      );
      expect(users.map((user) => user.username).sort()).toEqual(['admin', TRADER.username]);
    });

    it('accept on B an access token issued by A', async () => {
      const tokens = expectStatus<TokenPair>(await login(a), 200);
      const me = expectStatus<TokenPair>(
        await call(b, 'GET', '/auth/users/me/', { token: tokens.access }),
        200,
      );
      expect(me).toMatchObject({ username: TRADER.username });
    });

    it('share refresh rotation: a token rotated on A is refused on B and its whole session ends', async () => {
      const first = expectStatus<TokenPair>(await login(b), 200);
      const rotated = expectStatus<TokenPair>(
        await call(a, 'POST', '/auth/jwt/refresh/', { json: { refresh: first.refresh } }),
        200,
      );
      expectStatus<TokenPair>(await call(b, 'GET', '/auth/users/me/', { token: rotated.access }), 200);

      const replay = await call(b, 'POST', '/auth/jwt/refresh/', { json: { refresh: first.refresh } });
      expect(expectStatus(replay, 401)).toEqual({
        detail: AUTH_MESSAGES.tokenNotValid,
        code: 'token_not_valid',
      });
      // Theft detection (docs/security.md): the rotated pair of that family is dead on both processes.
      expectStatus(await call(a, 'POST', '/auth/jwt/refresh/', { json: { refresh: rotated.refresh } }), 401);
      for (const server of [a, b]) {
        const me = await call(server, 'GET', '/auth/users/me/', { token: rotated.access });
        expect(expectStatus(me, 401)).toMatchObject({ code: 'token_not_valid' });
      }
    });

    it('serve on B, from the bucket, the screenshot uploaded on A', async () => {
      const { access } = expectStatus<TokenPair>(await login(a), 200);
      const parent = expectStatus<{ id: number }>(
        await call(a, 'POST', '/api/v1/trading-strategies/', { token: access, json: { name: 'SMC' } }),
        201,
      );
      const configuration = expectStatus<{ id: number }>(
        await call(b, 'POST', '/api/v1/strategies/', {
          token: access,
          json: { name: 'Deux instances', parent_strategy: parent.id },
        }),
        201,
      );
      const form = new FormData();
      form.append('files', new Blob([await pngImage(90, 45)], { type: 'image/png' }), 'capture.png');
      const gallery = `/api/v1/strategies/${configuration.id}/screenshots/`;
      type Shot = { id: number; image_url: string; thumbnail_url: string };
      const [uploaded] = expectStatus<Shot[]>(await call(a, 'POST', gallery, { token: access, form }), 201);
      const listedOnB = expectStatus<Shot[]>(await call(b, 'GET', gallery, { token: access }), 200);
      expect(listedOnB.map((shot) => shot.id)).toEqual([uploaded?.id]);
      const [seenByB] = listedOnB;
      if (uploaded === undefined || seenByB === undefined) throw new Error('no screenshot');

      const imageFromA = await bytesOf(uploaded.image_url);
      const imageFromB = await bytesOf(seenByB.image_url);
      expect(imageFromA.type).toBe('image/png');
      expect(imageFromB.type).toBe('image/png');
      expect(imageFromB.bytes.equals(imageFromA.bytes)).toBe(true);
      const thumbnailFromA = await bytesOf(uploaded.thumbnail_url);
      const thumbnailFromB = await bytesOf(seenByB.thumbnail_url);
      expect(thumbnailFromB.type).toBe('image/webp');
      expect(thumbnailFromB.bytes.equals(thumbnailFromA.bytes)).toBe(true);
      expect(thumbnailFromB.bytes.length).toBeGreaterThan(0);
    });

    it('answer on B, which had cached the dashboard, the trades written through A', async () => {
      const { access: token } = expectStatus<TokenPair>(await login(a), 200);
      const dashboardOnB = async () =>
        expectStatus<Dashboard>(await call(b, 'GET', '/api/v1/trades/dashboard/?tz=UTC', { token }), 200);
      const empty = await dashboardOnB();
      expect(await dashboardOnB()).toEqual(empty);
      expect(empty).toMatchObject({ total_trades: 0, equity_curve: [] });
      const account = expectStatus<{ id: number }>(
        await call(a, 'POST', '/api/v1/capital-accounts/', {
          token,
          json: { name: 'Compte partagé', starting_balance: '10000' },
        }),
        201,
      );
      const trade = expectStatus<{ id: number }>(
        await call(a, 'POST', '/api/v1/trades/', { token, json: longTrade(account.id) }),
        201,
      );
      expect(await dashboardOnB()).toMatchObject({ total_trades: 1, equity_curve: [] });
      const close = { token, json: { close_price: '48500' } }; // −1.5 R
      expectStatus(await call(a, 'POST', `/api/v1/trades/${trade.id}/close_trade/`, close), 200);
      expect(await dashboardOnB()).toMatchObject({ total_trades: 1, equity_curve: [0, -1.5] });
      expectStatus(await call(a, 'DELETE', `/api/v1/trades/${trade.id}/`, { token }), 204);
      expect(await dashboardOnB()).toEqual(empty);
    });

    it('count login failures on A and on B together', async () => {
      const half = LOGIN_THROTTLE.maxFailures / 2;
      for (const server of [a, b]) {
        for (let attempt = 0; attempt < half; attempt += 1) {
          expectStatus(await login(server, 'mauvais-mot-de-passe'), 401);
        }
      }
      for (const server of [a, b]) {
        const locked = await login(server);
        expect(expectStatus(locked, 429)).toEqual({ detail: AUTH_MESSAGES.throttled });
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });
  },
);
