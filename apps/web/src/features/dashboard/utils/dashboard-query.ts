import { dashboardGroupFor } from '@carnet/contract';
import type { DayRangeQuery } from '../../../lib/date-range.ts';
import type { DashboardQuery } from '../api/get-dashboard.ts';

/**
 * The dashboard query of the filter's days (the same encoding the trade table is filtered with), grouped as
 * docs/ui.md says: all time → month; ≤ 14 days → day; ≤ 90 → week; beyond → month.
 */
export function dashboardQueryFor(days: DayRangeQuery): DashboardQuery {
  const { from, to } = days;
  return { group: dashboardGroupFor(from === undefined || to === undefined ? null : { from, to }), ...days };
}
