import type { Configuration, Trade } from '@carnet/contract';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { RegisteredRoute, TestApp, TestUser } from '../build-test-app.ts';
import { backtestsApi, csvUpload, WINNING_LONG } from './backtests-test-support.ts';
import { insertClosedRs } from './challenge-test-support.ts';
import { FRENCH_BROKER_TEMPLATE } from './import-templates-test-support.ts';
import { importBody, importOnePair, ONE_PAIR_PERFORMANCE } from './imports-test-support.ts';
import { multipartFiles } from './screenshot-test-support.ts';
import { pngImage } from './test-images.ts';
import { arrangeSetup, longTrade } from './trades-test-support.ts';

/*
 * The fixtures of the route-matrix security test (ARCHITECTURE.md): for every route with an id in its path, the ids
 * of a real object of a user and, per method, a body that this route accepts. A route with an id that is
 * missing here fails that test (« route sans fixture »): no new route can skip its ownership check unseen.
 */

const JOURNAL_TEMPLATE = { name: 'Matin', kind: 'PLAN', text: '<p>Biais, niveaux</p>' };

/** Routes anyone may call: login, refresh and logout carry their own credentials, /media URLs are signed. */
export const PUBLIC_ROUTES = [
  'POST /auth/jwt/create/',
  'POST /auth/jwt/refresh/',
  'POST /auth/jwt/logout/',
  'GET /media/*',
  'HEAD /media/*',
];

/**
 * Routes whose path names a day of the caller's own rather than an object: a journal day is the caller's day of that
 * date whoever asks (docs/rules/journal.md), so no other user's object can be named there and the 404 matrix does not
 * apply. Their isolation is tested by their feature (features/journal/journal-days.test.ts); here, their path values.
 */
export const CALLER_SCOPED_ROUTES: Record<string, Record<string, string>> = {
  '/api/v1/journal/days/:date/': { date: '2026-11-16' },
};

/** Staff-only routes: any other signed-in user gets 403 (README.md), whoever the id names. */
export const ADMIN_PREFIX = '/api/v1/admin/';

export const isProtected = ({ url }: RegisteredRoute) =>
  url.startsWith('/api/v1/') || url.startsWith('/auth/');

export const routeKey = ({ method, url }: RegisteredRoute) => `${method} ${url}`;

const CALLABLE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The route's method as `inject` takes it; a method the matrix cannot call fails the test loudly. */
export function callableMethod(route: RegisteredRoute): (typeof CALLABLE_METHODS)[number] {
  const method = CALLABLE_METHODS.find((known) => known === route.method);
  if (method === undefined)
    throw new Error(`méthode que la matrice ne sait pas appeler : ${routeKey(route)}`);
  return method;
}

/** Every object a user can own, one of each kind, created through the API. */
export type World = {
  user: TestUser;
  /** A global strategy no configuration uses, so that deleting it is allowed. */
  spareStrategyId: number;
  configuration: Configuration;
  configurationShotId: number;
  accountId: number;
  /** A CHALLENGE account with rules (docs/rules/challenges.md). */
  challengeAccountId: number;
  trade: Trade;
  /** A closed trade, so that reopening it is allowed. */
  closedTradeId: number;
  tradeShotId: number;
  importId: number;
  templateId: number;
  journalTemplateId: number;
  sessionId: number;
  backtestTradeId: number;
  goalId: number;
};

async function uploadOne(t: TestApp, user: TestUser, gallery: string): Promise<number> {
  const upload = multipartFiles([{ data: await pngImage() }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${gallery}screenshots/`,
    headers: { ...user.authHeader, ...upload.headers },
    payload: upload.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [shot] = response.json<{ id: number }[]>();
  if (shot === undefined) throw new Error(`no screenshot stored on ${gallery}`);
  return shot.id;
}

export async function buildWorld(t: TestApp, user: TestUser): Promise<World> {
  const { api, configuration, account } = await arrangeSetup(t, user);
  const spare = await api.ok<{ id: number }>(201, 'POST', '/api/v1/trading-strategies/', {
    name: 'Inutilisée',
  });
  const trade = await api.createTrade(longTrade(account.id, { strategy: configuration.id }));
  const closed = await api.createTrade(longTrade(account.id));
  await api.ok(200, 'POST', `/api/v1/trades/${closed.id}/close_trade/`, { close_price: '51000' });
  const challenge = await api.ok<{ id: number }>(201, 'POST', '/api/v1/capital-accounts/', {
    name: 'Challenge',
    mode: 'CHALLENGE',
    starting_balance: '10000',
    rules: { max_loss: '1000' },
  });
  // Twenty trades of known R: the sample the simulation needs (docs/rules/challenges.md).
  await insertClosedRs(
    t,
    { userId: user.id, accountId: challenge.id },
    [1, -1, 0.5, 2, -0.5].flatMap((r) => [r, r, r, r]),
  );
  const backtests = backtestsApi(t, user);
  const session = await backtests.createSession();
  const backtestTrade = await backtests.addTrade(session.id, WINNING_LONG);
  expect(backtestTrade.statusCode, backtestTrade.body).toBe(201);
  const goal = await api.ok<{ id: number }>(201, 'POST', '/api/v1/backtests/goals/', {
    label: 'Objectif',
    target_minutes: 600,
    start_date: '2026-03-01',
  });
  await api.ok(201, 'POST', '/api/v1/backtests/time-logs/', {
    goal: goal.id,
    duration_minutes: 90,
    session: session.id,
  });
  return {
    user,
    spareStrategyId: spare.id,
    configuration,
    configurationShotId: await uploadOne(t, user, `/api/v1/strategies/${configuration.id}/`),
    accountId: account.id,
    challengeAccountId: challenge.id,
    trade,
    closedTradeId: closed.id,
    tradeShotId: await uploadOne(t, user, `/api/v1/trades/${trade.id}/`),
    importId: await importOnePair(t, user, account.id),
    templateId: (
      await api.ok<{ id: number }>(201, 'POST', '/api/v1/import-templates/', FRENCH_BROKER_TEMPLATE)
    ).id,
    journalTemplateId: (
      await api.ok<{ id: number }>(201, 'POST', '/api/v1/journal/templates/', JOURNAL_TEMPLATE)
    ).id,
    sessionId: session.id,
    backtestTradeId: backtestTrade.json<{ id: number }>().id,
    goalId: goal.id,
  };
}

/** What a call adds to method and URL: a JSON or multipart body, its headers, a query string. */
export type CallExtras = Pick<InjectOptions, 'payload' | 'headers' | 'query'>;

/**
 * The extras of one method on one route, built from the world whose ids are in the path (`target`) and the
 * caller's own world (references in a body must be the caller's, else the answer would be a 400).
 */
type Extras = (target: World, caller: World) => CallExtras | Promise<CallExtras>;

const FIXTURE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type FixtureMethod = (typeof FIXTURE_METHODS)[number];
const isFixtureMethod = (method: string): method is FixtureMethod =>
  FIXTURE_METHODS.some((known) => known === method);

type OwnedRoute = {
  params: (world: World) => Record<string, number>;
  /** Every method registered on the route; HEAD follows GET. */
  methods: Partial<Record<FixtureMethod, Extras>>;
};

const none: Extras = () => ({});
const json =
  (body: (target: World, caller: World) => object): Extras =>
  (target, caller) => ({ payload: body(target, caller) });
const pngUpload: Extras = async () => {
  const upload = multipartFiles([{ data: await pngImage() }]);
  return { payload: upload.payload, headers: upload.headers };
};
const caption = json(() => ({ caption: 'Modifiée' }));
const statementUpload: Extras = () => {
  const upload = importBody(ONE_PAIR_PERFORMANCE.name, ONE_PAIR_PERFORMANCE.bytes, { timezone: 'UTC' });
  return { payload: upload.payload, headers: upload.headers };
};

const CSV_ONE_TRADE = 'Entry_Time,Side,Entry_Price,Qty\r\n2026-01-05T09:00:00Z,LONG,1.1,1000\r\n';

export const OWNED_ROUTES: Record<string, OwnedRoute> = {
  '/api/v1/trading-strategies/:id/': {
    params: (w) => ({ id: w.spareStrategyId }),
    methods: { GET: none, PUT: json(() => ({ name: 'Renommée' })), DELETE: none },
  },
  '/api/v1/strategies/:id/': {
    params: (w) => ({ id: w.configuration.id }),
    methods: {
      GET: none,
      PUT: json((_target, caller) => ({ name: 'Renommée', parent_strategy: caller.spareStrategyId })),
      DELETE: none,
    },
  },
  '/api/v1/strategies/:id/screenshots/': {
    params: (w) => ({ id: w.configuration.id }),
    methods: { GET: none, POST: pngUpload },
  },
  '/api/v1/strategies/:id/screenshots/:sid/': {
    params: (w) => ({ id: w.configuration.id, sid: w.configurationShotId }),
    methods: { PATCH: caption, DELETE: none },
  },
  '/api/v1/capital-accounts/:id/': {
    params: (w) => ({ id: w.accountId }),
    methods: { GET: none, PUT: json(() => ({ name: 'Renommé', starting_balance: '10000' })) },
  },
  '/api/v1/capital-accounts/:id/adjustments/': {
    params: (w) => ({ id: w.accountId }),
    methods: { GET: none },
  },
  '/api/v1/capital-accounts/:id/challenge/': {
    params: (w) => ({ id: w.challengeAccountId }),
    methods: { GET: none },
  },
  '/api/v1/capital-accounts/:id/simulate/': {
    params: (w) => ({ id: w.challengeAccountId }),
    methods: { POST: json(() => ({ risk_pct: 1, runs: 100 })) },
  },
  '/api/v1/capital-accounts/:id/reconcile/': {
    params: (w) => ({ id: w.accountId }),
    methods: { POST: statementUpload },
  },
  '/api/v1/trades/:id/': {
    params: (w) => ({ id: w.trade.id }),
    methods: { GET: none, PUT: json((_target, caller) => longTrade(caller.accountId)), DELETE: none },
  },
  '/api/v1/trades/:id/set_confirmations/': {
    params: (w) => ({ id: w.trade.id }),
    methods: {
      POST: json((target) => target.trade.confirmations.map(({ id }) => ({ id, passed: true }))),
    },
  },
  '/api/v1/trades/:id/close_trade/': {
    params: (w) => ({ id: w.trade.id }),
    methods: {
      POST: json((target) => ({
        close_price: '51000',
        hit_take_profits: target.trade.take_profits.map(({ id }) => id),
      })),
    },
  },
  '/api/v1/trades/:id/reopen/': {
    params: (w) => ({ id: w.closedTradeId }),
    methods: { POST: none },
  },
  '/api/v1/trades/:id/history/': {
    params: (w) => ({ id: w.trade.id }),
    methods: { GET: none },
  },
  '/api/v1/imports/:id/': {
    params: (w) => ({ id: w.importId }),
    methods: { GET: none, DELETE: none },
  },
  '/api/v1/import-templates/:id/': {
    params: (w) => ({ id: w.templateId }),
    methods: { GET: none, PUT: json(() => FRENCH_BROKER_TEMPLATE), DELETE: none },
  },
  '/api/v1/journal/templates/:id/': {
    params: (w) => ({ id: w.journalTemplateId }),
    methods: { GET: none, PUT: json(() => JOURNAL_TEMPLATE), DELETE: none },
  },
  '/api/v1/trades/:id/screenshots/': {
    params: (w) => ({ id: w.trade.id }),
    methods: { GET: none, POST: pngUpload },
  },
  '/api/v1/trades/:id/screenshots/:sid/': {
    params: (w) => ({ id: w.trade.id, sid: w.tradeShotId }),
    methods: { PATCH: caption, DELETE: none },
  },
  '/api/v1/backtests/sessions/:id/': {
    params: (w) => ({ id: w.sessionId }),
    methods: { GET: none, DELETE: none },
  },
  '/api/v1/backtests/sessions/:id/trades/': {
    params: (w) => ({ id: w.sessionId }),
    methods: { GET: none, POST: json(() => WINNING_LONG) },
  },
  '/api/v1/backtests/sessions/:id/recompute/': {
    params: (w) => ({ id: w.sessionId }),
    methods: { POST: none },
  },
  '/api/v1/backtests/sessions/:id/export_csv/': {
    params: (w) => ({ id: w.sessionId }),
    methods: { GET: none },
  },
  '/api/v1/backtests/sessions/:id/import_csv/': {
    params: (w) => ({ id: w.sessionId }),
    methods: { POST: () => csvUpload(CSV_ONE_TRADE) },
  },
  '/api/v1/backtests/trades/:id/': {
    params: (w) => ({ id: w.backtestTradeId }),
    methods: { DELETE: none },
  },
  '/api/v1/backtests/goals/:id/': {
    params: (w) => ({ id: w.goalId }),
    methods: { PATCH: json(() => ({ status: 'COMPLETED' })) },
  },
};

/** The fixture of one route and method (HEAD uses GET's), or undefined when the matrix does not know it. */
export function ownedRouteFixture(route: RegisteredRoute) {
  const owned = OWNED_ROUTES[route.url];
  const method = route.method === 'HEAD' ? 'GET' : route.method;
  const extras = isFixtureMethod(method) ? owned?.methods[method] : undefined;
  return owned === undefined || extras === undefined ? undefined : { params: owned.params, extras };
}

/** The URL with its `:name` parameters replaced; a parameter the values lack is an error, not « undefined ». */
export function fillPath(url: string, values: Record<string, number | string>): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${url} : paramètre ${name} sans valeur dans la fixture`);
    return String(value);
  });
}

/** Lets the snapshot of an owner's data ignore signed URLs, which move with their signing window. */
export function withoutSignedUrls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSignedUrls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'image_url' && key !== 'thumbnail_url')
      .map(([key, inner]) => [key, withoutSignedUrls(inner)]),
  );
}
