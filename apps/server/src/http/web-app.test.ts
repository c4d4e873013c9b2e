import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'carnet-web-dist-'));
mkdirSync(join(webDist, 'assets'));
const INDEX_HTML = '<!doctype html><title>Carnet</title><div id="root"></div>';
writeFileSync(join(webDist, 'index.html'), INDEX_HTML);

const t = useTestApp({ webDistDir: webDist });
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** 8 KB, far beyond a file name's 255 bytes and the router's 100-character parameters. */
const LONG = 'a'.repeat(8 * 1024);

describe('over-long paths (an 8 KB path answered 403)', () => {
  it.each([
    `/api/v1/${LONG}/`,
    `/api/v1/trades/${'9'.repeat(8 * 1024)}/`,
    `/api/v1/${'a/'.repeat(4 * 1024)}`,
    `/auth/${LONG}`,
    `/api/${LONG}?page=2`,
  ])('answers the JSON 404 under /api and /auth (%#)', async (url) => {
    const alice = await t.createUser(`long-api-${url.length}-${url.charCodeAt(6)}`);
    for (const headers of [{}, alice.authHeader]) {
      for (const method of ['GET', 'HEAD', 'POST'] as const) {
        const response = await t.app.inject({ method, url, headers });
        expect(response.statusCode, `${method} ${url.slice(0, 20)}`).toBe(404);
        if (method !== 'HEAD') expect(response.json()).toEqual({ detail: 'Introuvable.' });
      }
    }
  });

  it.each([`/${LONG}`, `/trades/${LONG}`, `/assets/${LONG}.js`, `/${'a/'.repeat(4 * 1024)}`])(
    'gives the web app elsewhere, never a 403 (%#)',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      const post = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(post.statusCode).toBe(404);
    },
  );
});
