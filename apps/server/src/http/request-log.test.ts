import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/build-test-app.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { createMediaUrlSigner } from '../media/url-signing.ts';

let lines = '';
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines += String(chunk);
    done();
  },
});
const config = testConfig({ logLevel: 'info' });
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config, db: database.db, logger: createLogger('info', sink) });
  // A route that answers twice: Fastify then warns quoting the raw URL in its own words.
  app.get('/media-probe/twice/', async (request, reply) => {
    await reply.send({ ok: true });
    return { again: request.url };
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the request log (signed media URLs in the log)', () => {
  it('writes /media/ URLs without their query, and no sig or token value', async () => {
    const signed = createMediaUrlSigner(config.jwtSecret).signedPath('u/1/capture.png', new Date());
    const signature = new URL(signed, 'http://x').searchParams.get('sig') ?? '';
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    await app.inject({ method: 'GET', url: signed });
    await app.inject({ method: 'GET', url: '/api/v1/trades/?page=2&token=jeton-secret' });
    await app.inject({ method: 'GET', url: `/media-probe/twice/?sig=${signature}` });
    await new Promise((settled) => setImmediate(settled));

    expect(lines).toContain('GET /media/u/1/capture.png?[masqué] 404');
    expect(lines).toContain('GET /api/v1/trades/?page=2&token=[masqué] 401');
    expect(lines).toContain('/media-probe/twice/?sig=[masqué]');
    expect(lines).not.toContain(signature);
    expect(lines).not.toContain('jeton-secret');
    expect(lines).not.toMatch(/exp=\d/);
  });
});
