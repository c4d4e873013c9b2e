import { id, type RouteSpec } from './hostile-route-spec.ts';

/*
 * The base requests of the analysis routes (docs/rules/statistics.md), of the what-if exits and the candle reads
 * (docs/rules/candles.md) and of a challenge's live status (§13) for the hostile-input test: every filter given,
 * so each is a slot the hostile values are put into.
 */

const PERIOD = { from: '2026-01-01', to: '2026-12-31', tz: 'Europe%2FParis' };
const DIMENSIONS = ['grade', 'confirmation', 'tag', 'hour', 'duration'];

export const ANALYSIS_ROUTES: Record<string, RouteSpec> = {
  'GET /api/v1/trades/what-if/': {
    base: async (world) => ({
      query: { ...PERIOD, capital_account: String(world.accountId), tag: 'FOMO', horizon_days: '5' },
    }),
  },
  'GET /api/v1/candles/': {
    base: async () => ({
      query: { symbol: 'BTC', timeframe: '1m', from: '2026-11-16T10:00:00Z', to: '2026-11-16T11:00:00Z' },
    }),
  },
  // Deleting a series the world does not have is a 404: the hostile values must never make it a 5xx.
  'DELETE /api/v1/candles/': {
    base: async () => ({ query: { symbol: 'BTC', timeframe: '1m' } }),
    writes: false,
  },
  'GET /api/v1/trades/analysis/': {
    base: async (world, _run, variant) => ({
      query: {
        ...PERIOD,
        dimension: DIMENSIONS[variant % DIMENSIONS.length] ?? 'grade',
        capital_account: String(world.accountId),
        tag: 'FOMO',
      },
    }),
  },
  'GET /api/v1/trades/summary/': {
    base: async (world) => ({ query: { ...PERIOD, capital_account: String(world.accountId), tag: 'FOMO' } }),
  },
  'GET /api/v1/trades/calendar/': {
    base: async (world) => ({
      query: { month: '2026-11', tz: 'Europe%2FParis', capital_account: String(world.accountId) },
    }),
  },
  'GET /api/v1/trades/heatmap/': {
    base: async (world) => ({ query: { ...PERIOD, capital_account: String(world.accountId) } }),
  },
  // The world's account is no challenge: a 400 the hostile values must never turn into a 5xx.
  'GET /api/v1/capital-accounts/:id/challenge/': { base: async (world) => ({ params: id(world.accountId) }) },
};
