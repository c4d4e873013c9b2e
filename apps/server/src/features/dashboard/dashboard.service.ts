import type { Dashboard, dashboardQuerySchema } from '@carnet/contract';
import { computeDashboard, zonedTimeToEpochMs } from '@carnet/domain';
import type { z } from 'zod';
import type { DashboardRepository, EntryWindow } from './dashboard.repository.ts';

export type DashboardParameters = z.output<typeof dashboardQuerySchema>;

export type DashboardServiceDeps = {
  repository: DashboardRepository;
  /** The zone whose days bound `from` and `to` when the caller sends no `tz` (DESIGN §6.3: the server's). */
  defaultTimeZone: string;
};

/** Midnight starting a `YYYY-MM-DD` day in `timeZone`, `plusDays` later. */
function startOfDay(date: string, plusDays: number, timeZone: string): Date {
  const civil = new Date(Date.parse(`${date}T00:00:00Z`) + plusDays * 86_400_000);
  const wall = {
    year: civil.getUTCFullYear(),
    month: civil.getUTCMonth() + 1,
    day: civil.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
  };
  return new Date(zonedTimeToEpochMs(wall, timeZone));
}

/** Whole days in `timeZone`: from the first instant of `from` up to, excluding, the first instant after `to`. */
export function entryWindow(from: string | undefined, to: string | undefined, timeZone: string): EntryWindow {
  return {
    ...(from === undefined ? {} : { start: startOfDay(from, 0, timeZone) }),
    ...(to === undefined ? {} : { end: startOfDay(to, 1, timeZone) }),
  };
}

/** The dashboard of DESIGN §6.3 over the caller's own trades (every query is scoped by the caller). */
export function createDashboardService({ repository, defaultTimeZone }: DashboardServiceDeps) {
  return {
    async readDashboard(userId: number, parameters: DashboardParameters): Promise<Dashboard> {
      const timeZone = parameters.tz ?? defaultTimeZone;
      const window = entryWindow(parameters.from, parameters.to, timeZone);
      const { total, closed } = await repository.readTradesConsidered(userId, window);
      // Open trades only count: the statistics read the closed ones, so they are not materialised.
      const stats = computeDashboard(closed, { group: parameters.group, timeZone });
      return { ...stats, total_trades: total };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
