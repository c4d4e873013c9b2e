import { z } from 'zod';
import { call, excerpt, type Run, type World } from './hostile-world.ts';

/*
 * Every read of the world's user: after any accepted write each must answer 2xx, else the write
 * stored something that cannot be read back. The lists cover every object; the details cover what the run
 * wrote and the world's own objects; every trade is read in full, every backtest session with its trades and
 * its CSV export.
 */

const PAGE_SIZE = 10;
/** The world holds a handful of trades (runs delete theirs); a bound keeps a runaway count from looping. */
const MAX_PAGES = 20;

const LISTS = [
  '/auth/users/me/',
  '/api/v1/profile/',
  '/api/v1/admin/users/',
  '/api/v1/capital-accounts/',
  '/api/v1/trading-strategies/',
  '/api/v1/import-templates/',
  '/api/v1/strategies/',
  '/api/v1/backtests/goals/',
  '/api/v1/trades/dashboard/',
  '/api/v1/trades/dashboard/?group=day&from=2026-01-01&to=2026-12-31',
  '/api/v1/trades/dashboard/?group=week&tz=Europe%2FParis',
];

const tradePage = z.object({ count: z.number().int(), results: z.array(z.object({ id: z.number().int() })) });
const withIds = z.array(z.object({ id: z.number().int() }));

/**
 * The reads that did not answer 2xx, as lines. GET …/goals/active/ may answer 404 (no goal is active), and so
 * may what a DELETE run deleted (`gone`, and anything under those URLs).
 */
export async function brokenReads(world: World, run: Run, gone: ReadonlySet<string>): Promise<string[]> {
  const broken: string[] = [];
  const read = async (url: string, alsoFine: number[] = []) => {
    const response = await call(world, 'GET', url);
    const fine =
      (response.statusCode >= 200 && response.statusCode < 300) || alsoFine.includes(response.statusCode);
    if (!fine) broken.push(`lecture GET ${url} → ${response.statusCode} ${excerpt(response.body)}`);
    return fine ? response : undefined;
  };

  for (const url of LISTS) await read(url);
  await read('/api/v1/backtests/goals/active/', [404]);

  const trades = new Set<number>([world.trade.id]);
  const first = await read('/api/v1/trades/');
  if (first !== undefined) {
    const { count, results } = tradePage.parse(first.json());
    for (const { id } of results) trades.add(id);
    const pages = Math.min(Math.ceil(count / PAGE_SIZE), MAX_PAGES);
    for (let page = 2; page <= pages; page++) {
      const next = await read(`/api/v1/trades/?page=${page}`);
      if (next !== undefined) for (const { id } of tradePage.parse(next.json()).results) trades.add(id);
    }
  }
  for (const id of trades) {
    await read(`/api/v1/trades/${id}/`);
    await read(`/api/v1/trades/${id}/screenshots/`);
  }

  const sessions = new Set<number>([world.sessionId]);
  const sessionList = await read('/api/v1/backtests/sessions/');
  if (sessionList !== undefined) for (const { id } of withIds.parse(sessionList.json())) sessions.add(id);
  for (const id of sessions) {
    await read(`/api/v1/backtests/sessions/${id}/`);
    await read(`/api/v1/backtests/sessions/${id}/trades/`);
    await read(`/api/v1/backtests/sessions/${id}/export_csv/`);
  }

  const details = [
    `/api/v1/capital-accounts/${world.accountId}/`,
    `/api/v1/trading-strategies/${world.globalStrategyId}/`,
    `/api/v1/strategies/${world.configuration.id}/`,
    `/api/v1/strategies/${world.configuration.id}/screenshots/`,
    `/api/v1/backtests/time-logs/?goal=${world.goalId}`,
  ];
  for (const url of details) await read(url);
  const isGone = (url: string) => [...gone].some((deleted) => url.startsWith(deleted));
  for (const url of run.reads) await read(url, isGone(url) ? [404] : []);
  return broken;
}

/** Deletes what the run created, newest first; a 5xx there is a stored object that cannot be deleted. */
export async function removeCreated(world: World, run: Run): Promise<string[]> {
  const broken: string[] = [];
  for (const url of [...run.removals].reverse()) {
    const response = await call(world, 'DELETE', url);
    if (response.statusCode >= 500)
      broken.push(`suppression DELETE ${url} → ${response.statusCode} ${excerpt(response.body)}`);
  }
  return broken;
}
