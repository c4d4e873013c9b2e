import { type Dashboard, dashboardSchema } from '@carnet/contract';
import type { DashboardGroup } from '@carnet/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { TRADES_QUERY_KEY } from '../../trades/api/query-keys.ts';

/** Query of GET /api/v1/trades/dashboard/: whole local days `from`–`to` (none: all time) in the zone `tz`. */
export type DashboardQuery = { group: DashboardGroup; tz: string; from?: string; to?: string };

// Under the trades root: a save, a close or a deletion of a trade refreshes the statistics too.
export const dashboardQueryKey = (query: DashboardQuery) =>
  [...TRADES_QUERY_KEY, 'dashboard', query] as const;

/** GET /api/v1/trades/dashboard/ (docs/api.md, docs/rules/statistics.md#dashboard). */
export function getDashboard(query: DashboardQuery, signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest('/api/v1/trades/dashboard/', dashboardSchema, { query, signal });
}

export const dashboardQueryOptions = (query: DashboardQuery) =>
  queryOptions({
    queryKey: dashboardQueryKey(query),
    queryFn: ({ signal }) => getDashboard(query, signal),
    // The figures of the previous range stay on screen while the new ones load.
    placeholderData: keepPreviousData,
  });

export function useDashboard(query: DashboardQuery) {
  return useQuery(dashboardQueryOptions(query));
}
