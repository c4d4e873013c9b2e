import type { QueryClient } from '@tanstack/react-query';
import { dayRangeQuery, defaultDateRange, entryDateQuery } from '../../lib/date-range.ts';
import { userTimeZone } from '../../lib/format.ts';
import { activeGoalQueryOptions } from '../backtests/api/get-active-goal.ts';
import { tradeListQueryOptions } from '../trades/api/list-trades.ts';
import { dashboardQueryOptions } from './api/get-dashboard.ts';
import { preloadCharts } from './components/lazy-charts.ts';
import { dashboardQueryFor } from './utils/dashboard-query.ts';

/** Starts fetching the code /app draws with: its page and the charts (no data yet, no session needed). */
export function preloadDashboardCode(): void {
  preloadCharts();
  import('./pages/dashboard-page.tsx').catch((error: unknown) =>
    console.error('Chargement impossible', error),
  );
}

/**
 * Starts everything /app shows with its default filter (docs/ui.md: the last 90 days) — the statistics, the first
 * page of trades, the active goal — so that, right after login, none of it waits for the page's own code to
 * arrive first (docs/budgets.md: drawn < 1 s after login). The page then finds them in the query cache.
 */
export function prefetchDashboardData(queryClient: QueryClient): void {
  const days = dayRangeQuery(defaultDateRange(), userTimeZone());
  void queryClient.prefetchQuery(dashboardQueryOptions(dashboardQueryFor(days)));
  void queryClient.prefetchQuery(tradeListQueryOptions({ page: 1, ...entryDateQuery(days) }));
  void queryClient.prefetchQuery(activeGoalQueryOptions());
}
