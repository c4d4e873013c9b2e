import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEB_NOT_BUILT_MESSAGE } from '../src/http/web-app.ts';
import { type TestUser, useTestApp } from './build-test-app.ts';
import { EXAMPLES } from './hostile-examples.ts';
import { brokenReads, removeCreated } from './hostile-reads.ts';
import {
  applyCase,
  type HostileCase,
  hostileCases,
  payloadOf,
  replacementsOf,
  urlOf,
} from './hostile-requests.ts';
import type { RouteSpec } from './hostile-route-spec.ts';
import { ROUTE_SPECS } from './hostile-routes.ts';
import { buildWorld, excerpt, newRun, type World } from './hostile-world.ts';
import { type RouteSchemas, routeSchemasOf } from './route-schemas.ts';
import { callableMethod } from './support/security-route-fixtures.ts';

/*
 * The property: for every route that takes a JSON body, a query string or path parameters, requests
 * made of a valid one with one or two fields (or the whole body) replaced by hostile values — ids beyond int4
 * and int8, NUL and control characters, lone surrogates, dates PostgreSQL cannot store, decimals of 400
 * places or 100 KB, NaN, huge arrays, deep nesting, wrong types, broken multipart — never answer 5xx, and after
 * any accepted write every read of the user still answers (a stored trade once made every list read 500).
 * A 4xx is a right answer to all of them. The seed varies: fast-check prints it with the counterexample.
 */

const t = useTestApp();

/**
 * Runs per route: one per field it takes, within bounds, so that a trade's 24 fields are tried more than an id in
 * a path, and the file stays within its minute on each database.
 */
const runsFor = (fields: number) => Math.min(Math.max(fields, 10), 24);
const TIMEOUT_MS = 120_000;

let routes: RouteSchemas[];
let victim: TestUser;
let world: World | undefined;
let users = 0;

beforeAll(async () => {
  routes = await routeSchemasOf(t);
  victim = await t.createUser('hostile-victim');
});

const keyOf = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;

/** The user's world, built again after a failed run so that nothing a failure stored leaks into the next run. */
async function cleanWorld(): Promise<World> {
  world ??= await buildWorld(t, await t.createUser(`hostile-${++users}`, { staff: true }), victim.id);
  return world;
}

const takesInput = (route: RouteSchemas) =>
  route.params !== undefined ||
  route.querystring !== undefined ||
  route.body !== undefined ||
  /[:*]/.test(route.url);

/**
 * A path a hostile value moved out of the API (`/media/` with an empty key) reaches the web app, which the
 * tests do not build: its designed 503 « pas encore construite » is no server error (built, it is the SPA).
 */
const isUnbuiltWebApp = (response: LightMyRequestResponse) =>
  response.statusCode === 503 && response.body === WEB_NOT_BUILT_MESSAGE;

/** Sends one hostile request: the problems it shows (a 5xx, a connection error, a broken read after it). */
async function attack(route: RouteSchemas, current: World, hostile: HostileCase, spec: RouteSpec) {
  const key = keyOf(route);
  const method = callableMethod(route);
  const run = newRun();
  const request = applyCase(await spec.base(current, run, hostile.variant), hostile);
  const { payload, headers } = await payloadOf(request);
  let response: LightMyRequestResponse;
  try {
    response = await t.app.inject({
      method,
      url: urlOf(route.url, request),
      headers: { ...headers, ...current.user.authHeader },
      payload,
      remoteAddress: request.remoteAddress,
    });
  } catch (error) {
    return [`${key} : connexion interrompue (${String(error)})`];
  }
  const problems: string[] = [];
  const { statusCode } = response;
  if (statusCode >= 500 && !isUnbuiltWebApp(response))
    problems.push(`${key} → ${statusCode} ${excerpt(response.body)}`);
  const writes = (spec.writes ?? true) && method !== 'GET';
  const isAccepted = statusCode >= 200 && statusCode < 300;
  if (writes && isAccepted) {
    spec.created?.(response.json(), run, current);
    spec.afterSuccess?.(current, request.body);
  }
  // After a 5xx too: a write that failed half-way may still have stored what no read can give back (
  // saw a close answer 500 and leave its trade closed at a price that broke every later list).
  if (writes && (isAccepted || statusCode >= 500)) {
    // A DELETE run may have deleted what it created for itself: those reads may answer 404.
    const gone = new Set(method === 'DELETE' ? run.removals : []);
    problems.push(...(await brokenReads(current, run, gone)));
  }
  problems.push(...(await removeCreated(current, run)));
  return problems;
}

describe('the hostile-input property', () => {
  it('has a valid request for every route that takes a body, a query string or path parameters', () => {
    expect(routes.map(keyOf)).toEqual(t.routes.map(keyOf));
    const problems: string[] = [];
    for (const route of routes) {
      if (route.method !== 'HEAD' && takesInput(route) && ROUTE_SPECS[keyOf(route)] === undefined)
        problems.push(`route sans requête de base : ${keyOf(route)}`);
    }
    const registered = new Set(routes.map(keyOf));
    for (const key of Object.keys(ROUTE_SPECS))
      if (!registered.has(key)) problems.push(`requête de base sans route : ${key}`);
    expect(problems).toEqual([]);
  });

  for (const [key, spec] of Object.entries(ROUTE_SPECS)) {
    it(`${key} answers no 5xx and leaves every read working`, { timeout: TIMEOUT_MS }, async () => {
      const route = routes.find((one) => keyOf(one) === key);
      if (route === undefined) throw new Error(`route absente : ${key}`);
      const replacements = replacementsOf(route, spec);
      await fc.assert(
        fc.asyncProperty(hostileCases(replacements), async (hostile) => {
          const current = await cleanWorld();
          let problems: string[] | undefined;
          try {
            problems = await attack(route, current, hostile, spec);
          } finally {
            if (problems === undefined || problems.length > 0) world = undefined;
          }
          expect(problems).toEqual([]);
        }),
        { numRuns: runsFor(replacements.length), examples: (EXAMPLES[key] ?? []).map((one) => [one]) },
      );
    });
  }
});
