import { type Dashboard, type dashboardQuerySchema, dashboardSchema } from '@carnet/contract';
import { computeDashboard, dayWindow } from '@carnet/domain';
import type { z } from 'zod';
import { serializeResponse } from '../../http/validation.ts';
import type { DashboardRepository, EntryWindow } from './dashboard.repository.ts';
import type { DashboardCache } from './dashboard-cache.ts';

export type DashboardParameters = z.output<typeof dashboardQuerySchema>;

/** The caller and the stamp of its trades read at the start of the request (see `AuthenticatedUser`). */
export type DashboardCaller = { id: number; tradesVersion: number };

export type DashboardServiceDeps = {
  repository: DashboardRepository;
  cache: DashboardCache;
  /** The zone whose days bound `from` and `to` when the caller sends no `tz` (docs/rules/statistics.md#dashboard: the server's). */
  defaultTimeZone: string;
};

/** Whole days in `timeZone`: from the first instant of `from` up to, excluding, the first instant after `to`. */
export function entryWindow(from: string | undefined, to: string | undefined, timeZone: string): EntryWindow {
  const { startMs, endMs } = dayWindow(from, to, timeZone);
  return {
    ...(startMs === undefined ? {} : { start: new Date(startMs) }),
    ...(endMs === undefined ? {} : { end: new Date(endMs) }),
  };
}

const ROUTE = 'GET /api/v1/trades/dashboard/';

/**
 * The dashboard of docs/rules/statistics.md#dashboard over the caller's own trades (every query is scoped by the caller), as the JSON
 * body answered. It is computed, checked by the contract schema and stored under the caller's trades stamp, read
 * BEFORE the trades: a write committed in between can only make the stored answer newer than its stamp, never
 * older, and the write's new stamp misses it. Callers asking the same thing at once share one computation.
 */
export function createDashboardService({ repository, cache, defaultTimeZone }: DashboardServiceDeps) {
  const computing = new Map<string, Promise<Buffer>>();

  async function compute(userId: number, parameters: DashboardParameters, timeZone: string): Promise<Buffer> {
    const window = entryWindow(parameters.from, parameters.to, timeZone);
    const { total, closed } = await repository.readTradesConsidered(userId, window);
    // Open trades only count: the statistics read the closed ones, so they are not materialised.
    const stats = computeDashboard(closed, { group: parameters.group, timeZone });
    const dashboard: Dashboard = { ...stats, total_trades: total };
    return Buffer.from(serializeResponse(dashboardSchema, dashboard, ROUTE));
  }

  return {
    async readDashboardJson(caller: DashboardCaller, parameters: DashboardParameters): Promise<Buffer> {
      const timeZone = parameters.tz ?? defaultTimeZone;
      const { from = '', to = '', group } = parameters;
      const key = JSON.stringify([caller.id, group, from, to, timeZone]);
      const version = caller.tradesVersion;
      const cached = cache.get(key, version);
      if (cached !== undefined) return cached;
      const computingKey = `${version} ${key}`;
      let pending = computing.get(computingKey);
      if (pending === undefined) {
        pending = compute(caller.id, parameters, timeZone).finally(() => computing.delete(computingKey));
        computing.set(computingKey, pending);
      }
      const body = await pending;
      cache.set(key, version, body);
      return body;
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
