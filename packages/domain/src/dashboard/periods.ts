import { civilToDays, daysToCivil, formatDays, isoWeekdayOfDays } from '../time/civil-date.ts';

/** Grouping of the dashboard: by day, ISO week (starting Monday) or month. */
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];

/** Every grouping the dashboard accepts. */
export const DASHBOARD_GROUPS = ['day', 'week', 'month'] as const;

/** Tells whether a value is a dashboard grouping. */
export function isDashboardGroup(value: unknown): value is DashboardGroup {
  return value === 'day' || value === 'week' || value === 'month';
}

/** First day (days since 1970-01-01) of the period holding a local day. */
export function periodStartDay(localDay: number, group: DashboardGroup): number {
  switch (group) {
    case 'day':
      return localDay;
    case 'week':
      return localDay - (isoWeekdayOfDays(localDay) - 1);
    case 'month': {
      const { year, month } = daysToCivil(localDay);
      return civilToDays(year, month, 1);
    }
  }
}

/** `YYYY-MM-DD` label of a period's first day. */
export function periodLabel(startDay: number): string {
  return formatDays(startDay);
}
