import { dashboardGroupFor } from '@carnet/contract';
import type { DateRange } from '../../trades/utils/date-range.ts';
import type { DashboardQuery } from '../api/get-dashboard.ts';

/**
 * The dashboard query of the filter's range: the same local days as the trade table, grouped as SPEC §9 says
 * (all time → month; ≤ 14 days → day; ≤ 90 → week; beyond → month), read in the browser's zone.
 */
export function dashboardQueryFor(range: DateRange, timeZone: string): DashboardQuery {
  if (range.allTime) return { group: dashboardGroupFor(null), tz: timeZone };
  return { group: dashboardGroupFor(range), tz: timeZone, from: range.from, to: range.to };
}
