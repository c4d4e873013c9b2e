import type { QueryClient } from '@tanstack/react-query';
import { userTimeZone } from '../../lib/format.ts';
import { activeGoalQueryOptions } from '../backtests/api/get-active-goal.ts';
import { tradeListQueryOptions } from '../trades/api/list-trades.ts';
import { defaultDateRange, entryDateQuery } from '../trades/utils/date-range.ts';
import { dashboardQueryOptions } from './api/get-dashboard.ts';
import { preloadCharts } from './components/lazy-charts.ts';
import { dashboardQueryFor } from './utils/dashboard-query.ts';

/**
 * Starts everything /app draws with its default filter (SPEC §9: the last 90 days) — the statistics, the first
 * page of trades, the active goal and the charts' code — so that, right after login, none of it waits for the
 * page's own code to arrive first (DESIGN §9: drawn < 1 s after login). The page then finds them in the cache.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  const range = defaultDateRange();
  preloadCharts();
  void queryClient.prefetchQuery(dashboardQueryOptions(dashboardQueryFor(range, userTimeZone())));
  void queryClient.prefetchQuery(tradeListQueryOptions({ page: 1, ...entryDateQuery(range) }));
  void queryClient.prefetchQuery(activeGoalQueryOptions());
}
