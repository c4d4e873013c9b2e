import { AUTH_MESSAGES } from '@carnet/contract';
import type { LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { JOURNAL_MANIFEST } from '../../src/features/exports/journal-zip.ts';
import type { RegisteredRoute, TestUser } from '../build-test-app.ts';
import { useTestApp } from '../build-test-app.ts';
import { storedUploads } from '../support/screenshot-test-support.ts';
import {
  ADMIN_PREFIX,
  buildWorld,
  CALLER_SCOPED_ROUTES,
  type CallExtras,
  callableMethod,
  fillPath,
  isProtected,
  OWNED_ROUTES,
  ownedRouteFixture,
  PUBLIC_ROUTES,
  routeKey,
  type World,
  withoutSignedUrls,
} from '../support/security-route-fixtures.ts';

/*
 * ARCHITECTURE.md security tests generated from the route table itself (every route the app registers, through the
 * onRoute hook): anonymous callers get 401 everywhere but the public routes, non-staff callers 403 on the
 * administration, and another user's ids 404 on every route and method that takes an id.
 */

const t = useTestApp();

const NOT_FOUND = { detail: 'Introuvable.' };
const isPublic = (route: RegisteredRoute) => PUBLIC_ROUTES.includes(routeKey(route));
const protectedRoutes = () => t.routes.filter((route) => isProtected(route) && !isPublic(route));
const isAdmin = (route: RegisteredRoute) => route.url.startsWith(ADMIN_PREFIX);
const isCallerScoped = (route: RegisteredRoute) => CALLER_SCOPED_ROUTES[route.url] !== undefined;
const ownedRoutes = () =>
  protectedRoutes().filter((route) => route.url.includes(':') && !isAdmin(route) && !isCallerScoped(route));

/** Every path parameter set to `id`, whatever its name. */
const withIds = (url: string, id: number) => url.replace(/:\w+/g, String(id));

/** The status and, except for HEAD (no body by HTTP), the JSON body an answer must have. */
function mismatch(route: RegisteredRoute, response: LightMyRequestResponse, status: number, body: object) {
  const bodyMatches = route.method === 'HEAD' || response.body === JSON.stringify(body);
  return response.statusCode === status && bodyMatches
    ? []
    : [`${routeKey(route)} → ${response.statusCode} ${response.body}`];
}

async function call(route: RegisteredRoute, url: string, user: TestUser, extras: CallExtras = {}) {
  const headers = { ...extras.headers, ...user.authHeader };
  return t.app.inject({ ...extras, method: callableMethod(route), url, headers });
}

describe('the route table (ARCHITECTURE.md)', () => {
  it('has every route public, under the administration, or owned with a fixture', () => {
    const problems: string[] = [];
    for (const route of t.routes) {
      const key = routeKey(route);
      if (isPublic(route)) continue;
      if (!isProtected(route)) {
        problems.push(`route non classée (ni publique, ni /api/v1/, ni /auth/) : ${key}`);
      } else if (
        route.url.includes(':') &&
        !isAdmin(route) &&
        !isCallerScoped(route) &&
        ownedRouteFixture(route) === undefined
      ) {
        problems.push(`route sans fixture : ${key}`);
      }
    }
    const registered = new Set(t.routes.map(routeKey));
    for (const key of PUBLIC_ROUTES) {
      if (!registered.has(key)) problems.push(`route publique absente : ${key}`);
    }
    for (const [url, owned] of Object.entries(OWNED_ROUTES)) {
      for (const method of Object.keys(owned.methods)) {
        if (!registered.has(`${method} ${url}`)) problems.push(`fixture sans route : ${method} ${url}`);
      }
    }
    expect(problems).toEqual([]);
    expect(ownedRoutes().length).toBeGreaterThanOrEqual(Object.keys(OWNED_ROUTES).length);
  });

  it('answers 401 to anonymous callers and to a forged token on every non-public route and method', async () => {
    const forged = { authorization: 'Bearer pas-un-jeton' };
    const wrong: string[] = [];
    for (const route of protectedRoutes()) {
      const method = callableMethod(route);
      const url = withIds(route.url, 1);
      const anonymous = await t.app.inject({ method, url });
      wrong.push(
        ...mismatch(route, anonymous, 401, {
          detail: AUTH_MESSAGES.notAuthenticated,
          code: 'not_authenticated',
        }),
      );
      const tampered = await t.app.inject({ method, url, headers: forged });
      wrong.push(
        ...mismatch(route, tampered, 401, { detail: AUTH_MESSAGES.tokenNotValid, code: 'token_not_valid' }),
      );
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to non-staff users on every administration route, before reading the body', async () => {
    const staff = await t.createUser('matrix-staff', { staff: true });
    const user = await t.createUser('matrix-non-staff');
    const wrong: string[] = [];
    const adminRoutes = protectedRoutes().filter(isAdmin);
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      const payload = route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} };
      const response = await call(route, withIds(route.url, staff.id), user, payload);
      wrong.push(...mismatch(route, response, 403, { detail: AUTH_MESSAGES.permissionDenied }));
    }
    expect(wrong).toEqual([]);
  });
});

/** What an owner sees of everything: every GET of the API with the owner's ids, and the time log of the goal. */
async function snapshotOf(world: World): Promise<Record<string, unknown>> {
  const snapshot: Record<string, unknown> = {};
  const gets = protectedRoutes().filter((route) => route.method === 'GET' && !isAdmin(route));
  const urls = gets.map((route) =>
    fillPath(route.url, ownedRouteFixture(route)?.params(world) ?? CALLER_SCOPED_ROUTES[route.url] ?? {}),
  );
  urls.push(`/api/v1/backtests/time-logs/?goal=${world.goalId}`);
  for (const url of urls) {
    const response = await t.app.inject({ method: 'GET', url, headers: world.user.authHeader });
    const type = String(response.headers['content-type']);
    snapshot[url] = [
      response.statusCode,
      type.startsWith('application/json')
        ? withoutSignedUrls(response.json())
        : type === 'application/zip'
          ? zipContents(response.rawPayload)
          : response.body,
    ];
  }
  return snapshot;
}

/** An archive (journal.zip) by its entries' bytes: its manifest and entry times say when it was made. */
function zipContents(archive: Buffer): Record<string, string> {
  const entries = Object.entries(unzipSync(new Uint8Array(archive))).filter(
    ([name]) => name !== JOURNAL_MANIFEST,
  );
  return Object.fromEntries(entries.map(([name, bytes]) => [name, Buffer.from(bytes).toString('base64')]));
}

describe('another user’s ids on every route that takes one (docs/api.md, ARCHITECTURE.md)', () => {
  it('answer 404 « Introuvable. » for every method, and nothing of the owner changes', async () => {
    const owner = await buildWorld(t, await t.createUser('matrix-alice'));
    const intruder = await buildWorld(t, await t.createUser('matrix-bob'));
    const before = await snapshotOf(owner);
    const filesBefore = await storedUploads(t.config.dataDir);

    const wrong: string[] = [];
    for (const route of ownedRoutes()) {
      const fixture = ownedRouteFixture(route);
      if (fixture === undefined) throw new Error(`route sans fixture : ${routeKey(route)}`);
      const url = fillPath(route.url, fixture.params(owner));
      const response = await call(route, url, intruder.user, await fixture.extras(owner, intruder));
      wrong.push(...mismatch(route, response, 404, NOT_FOUND));
    }
    expect(wrong).toEqual([]);
    expect(await snapshotOf(owner)).toEqual(before);
    expect(await storedUploads(t.config.dataDir)).toEqual(filesBefore);
  });

  it('while the same calls on the caller’s own ids succeed (so each 404 above is the ownership check)', async () => {
    const world = await buildWorld(t, await t.createUser('matrix-claire'));
    const failed: string[] = [];
    for (const [index, route] of ownedRoutes().entries()) {
      const fixture = ownedRouteFixture(route);
      if (fixture === undefined) throw new Error(`route sans fixture : ${routeKey(route)}`);
      // A deletion gets a world (and a user: one active goal each) of its own; the other calls share one.
      const own =
        route.method === 'DELETE' ? await buildWorld(t, await t.createUser(`matrix-claire-${index}`)) : world;
      const url = fillPath(route.url, fixture.params(own));
      const response = await call(route, url, own.user, await fixture.extras(own, own));
      if (response.statusCode >= 300)
        failed.push(`${routeKey(route)} → ${response.statusCode} ${response.body}`);
    }
    expect(failed).toEqual([]);
  });
});
