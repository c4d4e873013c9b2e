import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { badRequest } from './errors.ts';
import { WEB_NOT_BUILT_MESSAGE } from './web-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'carnet-web-dist-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Carnet</title><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("carnet")');

const sampleSchema = z.object({
  name: z.string().min(1),
  quantity: z.number(),
  take_profits: z.array(z.object({ price: z.number(), quantity_to_sell: z.number() })),
});

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ webDistDir: webDist });
  // Probe routes, registered before the app is ready: they exercise the shared validation and error paths.
  t.app.post('/api/v1/probe/echo/', { schema: { body: sampleSchema } }, (request) => request.body);
  t.app.get('/api/v1/probe/fail/', () => {
    throw new Error('connection string postgres://secret@db');
  });
  t.app.get('/api/v1/probe/field-error/', () => {
    throw badRequest({ asset_name: ['Ce champ est obligatoire.'] });
  });
});

afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const validBody = { name: 'BTC', quantity: 1, take_profits: [{ price: 1, quantity_to_sell: 1 }] };

describe('request validation and error bodies (docs/api.md)', () => {
  it('answers 400 naming nested fields, with list items as arrays of objects', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo/',
      payload: { name: '', quantity: 'x', take_profits: [{ price: 1, quantity_to_sell: 1 }, { price: 'a' }] },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['name', 'quantity', 'take_profits']);
    expect(body.quantity).toEqual([expect.stringContaining('nombre')]);
    expect(body.take_profits).toEqual([
      {},
      { price: [expect.any(String)], quantity_to_sell: ['Ce champ est obligatoire.'] },
    ]);
  });

  it('ignores unknown body fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo/',
      payload: { ...validBody, is_staff: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(validBody);
  });

  it('answers 400, not 500, to malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ["Le corps de la requête n'est pas un JSON valide."],
    });
  });

  it('answers 413 to an oversized body and 415 to an unsupported media type', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo/',
      payload: { ...validBody, name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: 'Requête trop volumineuse.' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo/',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ detail: 'Type de média non pris en charge.' });
  });

  it('passes field errors thrown by services through unchanged', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/probe/field-error/' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ asset_name: ['Ce champ est obligatoire.'] });
  });

  it('hides internals behind a French 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/probe/fail/' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe(JSON.stringify({ detail: 'Erreur interne du serveur.' }));
  });
});

describe('routing', () => {
  it('answers JSON 404 for unknown /api and /auth routes', async () => {
    for (const url of ['/api/v1/nothing-here/', '/api/unknown', '/auth/nope/', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Introuvable.' });
    }
  });

  it('serves the web app for any other path, index.html uncached and hashed assets cached', async () => {
    for (const url of ['/', '/login', '/trades/12/edit', '/admin/users']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends a Content-Security-Policy that lets the SPA run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends the same security headers on API answers, errors from the auth guard included', async () => {
    for (const url of ['/api/v1/trades/', '/auth/users/me/', '/api/v1/inconnu/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      // TLS and HSTS belong to the reverse proxy.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('explains how to build the web app when it is missing', async () => {
    const bare = await buildTestApp();
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/profile' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe(WEB_NOT_BUILT_MESSAGE);
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
