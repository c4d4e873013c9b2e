import { ANALYSIS_ROUTES } from './hostile-analysis-routes.ts';
import {
  ACCOUNT,
  activeGoal,
  BACKTEST_TRADE,
  CSV_ROW,
  configurationBody,
  freshAccount,
  freshBacktestTrade,
  freshConfiguration,
  freshGlobalStrategy,
  freshSession,
  freshTrade,
  GLOBAL_STRATEGY,
  noActiveGoal,
  readSession,
  SESSION,
} from './hostile-fixtures.ts';
import { IMPORT_ROUTES } from './hostile-import-routes.ts';
import { JOURNAL_ROUTES } from './hostile-journal-routes.ts';
import { id, type RouteSpec, screenshotRoutes } from './hostile-route-spec.ts';
import { isRecord } from './hostile-values.ts';
import { GOAL, idOf, ok, type Run, tradeBody } from './hostile-world.ts';
import { PREFERRED_ENTRY } from './support/trades-test-support.ts';

/*
 * For every route that takes a body, a query string or path parameters: a valid request (what the hostile
 * values are substituted into, one or two fields at a time) and what a 2xx answer created. A registered route
 * missing here fails the hostile-input test (« route sans requête de base »).
 */

/** A created object read back (with its gallery when it has one), then deleted. */
const removed = (prefix: string, hasGallery: boolean) => (answer: unknown, run: Run) => {
  const url = `${prefix}${idOf(answer)}/`;
  run.reads.add(url);
  if (hasGallery) run.reads.add(`${url}screenshots/`);
  run.removals.push(url);
};

/** Login attempts come from addresses of their own, so the per-address throttle never locks the test out. */
const someAddress = (variant: number) => `198.51.100.${(variant % 250) + 1}`;
let createdUsers = 0;

const UNKNOWN_REFRESH = { refresh: 'jeton-de-rafraichissement-inconnu' };
export const ROUTE_SPECS: Record<string, RouteSpec> = {
  'GET /media/*': {
    base: async (world) => {
      const url = new URL(world.mediaUrl, 'http://localhost');
      return {
        params: { '*': url.pathname.replace(/^\/media\//, '') },
        query: { exp: url.searchParams.get('exp') ?? '', sig: url.searchParams.get('sig') ?? '' },
      };
    },
    extraSlots: [
      { part: 'params', name: '*', kind: 'string' },
      { part: 'query', name: 'exp', kind: 'integer' },
      { part: 'query', name: 'sig', kind: 'string' },
    ],
  },

  'POST /auth/jwt/create/': {
    base: async (world, _run, variant) => ({
      body: { username: world.user.username, password: world.password },
      remoteAddress: someAddress(variant),
    }),
    writes: false,
  },
  'POST /auth/jwt/refresh/': { base: async () => ({ body: UNKNOWN_REFRESH }), writes: false },
  'POST /auth/jwt/logout/': { base: async () => ({ body: UNKNOWN_REFRESH }), writes: false },
  'POST /auth/users/set_password/': {
    base: async (world) => ({
      body: { current_password: world.password, new_password: 'nouveau-mot-de-passe' },
    }),
    afterSuccess: (world, body) => {
      const sent = isRecord(body) ? body.new_password : undefined;
      if (typeof sent === 'string') world.password = sent;
    },
  },

  'POST /api/v1/admin/users/': {
    base: async () => ({
      body: {
        username: `cree-${++createdUsers}`,
        email: 'cree@example.com',
        password: 'mot-de-passe-cree',
        is_staff: false,
      },
    }),
  },
  'PATCH /api/v1/admin/users/:id/': {
    base: async (world) => ({
      params: id(world.victimId),
      body: { email: 'victime@example.com', is_active: true, is_staff: false },
    }),
  },
  'POST /api/v1/admin/users/:id/set_password/': {
    base: async (world) => ({ params: id(world.victimId), body: { password: 'mot-de-passe-victime' } }),
  },

  'PATCH /api/v1/profile/': {
    base: async () => ({ body: { assets: { CRYPTO: ['BTCUSDT'], FOREX: ['EURUSD'], STOCK: ['AAPL'] } } }),
  },

  'POST /api/v1/backtests/sessions/': {
    base: async () => ({ body: SESSION }),
    created: (answer, run) => {
      readSession(run, idOf(answer));
      run.removals.push(`/api/v1/backtests/sessions/${idOf(answer)}/`);
    },
  },
  'GET /api/v1/backtests/sessions/:id/': { base: async (world) => ({ params: id(world.sessionId) }) },
  'DELETE /api/v1/backtests/sessions/:id/': {
    base: async (world, run) => ({ params: id(await freshSession(world, run)) }),
  },
  'GET /api/v1/backtests/sessions/:id/trades/': { base: async (world) => ({ params: id(world.sessionId) }) },
  'POST /api/v1/backtests/sessions/:id/trades/': {
    base: async (world) => ({ params: id(world.sessionId), body: BACKTEST_TRADE }),
    created: (answer, run) => run.removals.push(`/api/v1/backtests/trades/${idOf(answer)}/`),
  },
  'DELETE /api/v1/backtests/trades/:id/': {
    base: async (world, run) => ({ params: id(await freshBacktestTrade(world, run)) }),
  },
  'POST /api/v1/backtests/sessions/:id/recompute/': {
    base: async (world) => ({ params: id(world.sessionId) }),
  },
  'GET /api/v1/backtests/sessions/:id/export_csv/': {
    base: async (world) => ({ params: id(world.sessionId) }),
  },
  'POST /api/v1/backtests/sessions/:id/import_csv/': {
    base: async (world, run) => ({
      params: id(await freshSession(world, run)),
      query: { tz: 'Europe%2FParis' },
      upload: { kind: 'csv', fields: CSV_ROW },
    }),
    extraSlots: Object.keys(CSV_ROW).map((name) => ({
      part: 'upload',
      name,
      kind: name === 'entry_time' ? 'date' : /price|qty|stop/.test(name) ? 'decimal' : 'string',
    })),
  },

  'POST /api/v1/backtests/goals/': {
    base: async (world) => {
      await noActiveGoal(world);
      return { body: GOAL };
    },
    created: (answer, run) => run.reads.add(`/api/v1/backtests/time-logs/?goal=${idOf(answer)}`),
  },
  'PATCH /api/v1/backtests/goals/:id/': {
    base: async (world, run) => ({ params: id(await activeGoal(world, run)), body: { status: 'COMPLETED' } }),
  },
  'GET /api/v1/backtests/time-logs/': { base: async (world) => ({ query: { goal: String(world.goalId) } }) },
  'POST /api/v1/backtests/time-logs/': {
    base: async (world, run) => ({
      body: {
        goal: await activeGoal(world, run),
        duration_minutes: 45,
        session: world.sessionId,
        notes: 'Revue',
        started_at: '2026-03-02T09:00:00Z',
      },
    }),
  },

  'POST /api/v1/trading-strategies/': {
    base: async () => ({ body: GLOBAL_STRATEGY }),
    created: removed('/api/v1/trading-strategies/', false),
  },
  'GET /api/v1/trading-strategies/:id/': { base: async (world) => ({ params: id(world.globalStrategyId) }) },
  'PUT /api/v1/trading-strategies/:id/': {
    base: async (world, run) => ({
      params: id(await freshGlobalStrategy(world, run)),
      body: GLOBAL_STRATEGY,
    }),
  },
  'DELETE /api/v1/trading-strategies/:id/': {
    base: async (world, run) => ({ params: id(await freshGlobalStrategy(world, run)) }),
  },

  'POST /api/v1/strategies/': {
    base: async (world) => ({ body: configurationBody(world) }),
    created: removed('/api/v1/strategies/', true),
  },
  'GET /api/v1/strategies/:id/': { base: async (world) => ({ params: id(world.configuration.id) }) },
  'PUT /api/v1/strategies/:id/': {
    base: async (world, run) => ({
      params: id(await freshConfiguration(world, run)),
      body: configurationBody(world),
    }),
  },
  'DELETE /api/v1/strategies/:id/': {
    base: async (world, run) => ({ params: id(await freshConfiguration(world, run)) }),
  },
  ...screenshotRoutes('/api/v1/strategies/', (world) => world.configuration.id, 'EXAMPLE'),

  'POST /api/v1/capital-accounts/': {
    base: async () => ({ body: ACCOUNT }),
    created: (answer, run) => run.reads.add(`/api/v1/capital-accounts/${idOf(answer)}/`),
  },
  'GET /api/v1/capital-accounts/:id/': { base: async (world) => ({ params: id(world.accountId) }) },
  'GET /api/v1/capital-accounts/:id/adjustments/': {
    base: async (world) => ({ params: id(world.accountId) }),
  },
  // The world's account is no challenge: a 400 the hostile values must never turn into a 5xx.
  'POST /api/v1/capital-accounts/:id/simulate/': {
    base: async (world) => ({ params: id(world.accountId), body: { risk_pct: 1, runs: 100, sample: 'ALL' } }),
    writes: false,
  },
  // A statement check writes nothing; a CSV no platform reads is a 400 the hostile ids must never turn into a 5xx.
  'POST /api/v1/capital-accounts/:id/reconcile/': {
    base: async (world) => ({ params: id(world.accountId), upload: { kind: 'csv', fields: CSV_ROW } }),
    writes: false,
  },
  'PUT /api/v1/capital-accounts/:id/': {
    base: async (world, run) => ({ params: id(await freshAccount(world, run)), body: ACCOUNT }),
  },

  'GET /api/v1/trades/dashboard/': {
    base: async (_world, _run, variant) => ({
      query: {
        group: ['month', 'day', 'week'][variant % 3] ?? 'month',
        from: '2026-01-01',
        to: '2026-12-31',
        tz: 'Europe%2FParis',
      },
    }),
  },
  'GET /api/v1/instruments/*': {
    base: async (world) => ({
      params: { '*': 'EURUSD/' },
      query: { capital_account: String(world.accountId), asset_type: 'FOREX' },
    }),
    extraSlots: [{ part: 'params', name: '*', kind: 'string' }],
    writes: false,
  },
  'GET /api/v1/trades/': {
    base: async () => ({
      query: {
        page: '1',
        entry_date__gte: '2026-01-01',
        entry_date__lte: '2026-12-31T23%3A59%3A59Z',
        tag: 'FOMO',
      },
    }),
  },
  'POST /api/v1/trades/': {
    base: async (world) => ({ body: tradeBody(world) }),
    created: removed('/api/v1/trades/', true),
  },
  'POST /api/v1/trades/evaluate/': {
    base: async (world) => ({
      body: {
        strategy: world.configuration.id,
        confirmations: world.configuration.confirmations.map(({ key }) => ({ key, passed: true })),
        be_moved: false,
        take_profits: [{ price: '51000', quantity_to_sell: '1' }],
        executed_at: PREFERRED_ENTRY,
      },
    }),
    writes: false,
  },
  'GET /api/v1/trades/search/': { base: async () => ({ query: { q: 'BTC', page: '1' } }) },
  'POST /api/v1/trades/bulk/add_tag/': {
    base: async (world, run) => ({ body: { ids: [(await freshTrade(world, run)).id], tag: 'FOMO' } }),
  },
  'POST /api/v1/trades/bulk/remove_tag/': {
    base: async (world, run) => ({ body: { ids: [(await freshTrade(world, run)).id], tag: 'FOMO' } }),
  },
  'POST /api/v1/trades/bulk/delete/': {
    // Its own trade, which the run deletes: not read back after; removed when a refusal left it.
    base: async (world, run) => {
      const trade = idOf(await ok(world, 201, 'POST', '/api/v1/trades/', tradeBody(world)));
      run.removals.push(`/api/v1/trades/${trade}/`);
      return { body: { ids: [trade] } };
    },
  },
  'GET /api/v1/trades/:id/': { base: async (world) => ({ params: id(world.trade.id) }) },
  'PUT /api/v1/trades/:id/': {
    base: async (world, run) => ({
      params: id((await freshTrade(world, run)).id),
      body: { ...tradeBody(world), fees: '2', swap: '0.5', edit_reason: 'Commission relevée' },
    }),
  },
  'DELETE /api/v1/trades/:id/': {
    base: async (world, run) => ({ params: id((await freshTrade(world, run)).id) }),
  },
  'POST /api/v1/trades/:id/set_confirmations/': {
    base: async (world, run) => {
      const trade = await freshTrade(world, run);
      return {
        params: id(trade.id),
        body: trade.confirmations.map((confirmation) => ({ id: confirmation.id, passed: true, note: 'Vu' })),
      };
    },
  },
  'POST /api/v1/trades/:id/close_trade/': {
    base: async (world, run) => {
      const trade = await freshTrade(world, run);
      return {
        params: id(trade.id),
        body: {
          close_price: '51000',
          hit_take_profits: trade.take_profits.map((target) => target.id),
          close_date: '2026-11-16T15:00:00Z',
          fees: '1.5',
          swap: '-0.25',
          pnl_amount: '12.5',
        },
      };
    },
  },
  'POST /api/v1/trades/:id/reopen/': {
    base: async (world, run) => {
      const trade = await freshTrade(world, run);
      await ok(world, 200, 'POST', `/api/v1/trades/${trade.id}/close_trade/`, { close_price: '51000' });
      return { params: id(trade.id) };
    },
  },
  'GET /api/v1/trades/:id/history/': { base: async (world) => ({ params: id(world.trade.id) }) },
  ...screenshotRoutes('/api/v1/trades/', (world) => world.trade.id, 'BEFORE'),
  ...IMPORT_ROUTES,
  ...JOURNAL_ROUTES,
  ...ANALYSIS_ROUTES,
};
