import { localDateText, localDayBounds } from './local-dates.ts';

/** The filter of the trade list and the dashboard: two local calendar days, or all time. */
export type DateRange = { from: string; to: string; allTime: boolean };

/** SPEC §9: the default range is the last 90 days. */
export const DEFAULT_RANGE_DAYS = 90;

export function defaultDateRange(today = new Date()): DateRange {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - DEFAULT_RANGE_DAYS);
  return { from: localDateText(from), to: localDateText(today), allTime: false };
}

/** SPEC §5: « Appliquer » is refused when From is after To, unless all time (or while a date is blank). */
export function isApplicableRange(range: DateRange): boolean {
  return range.allTime || (range.from !== '' && range.to !== '' && !isReversedRange(range));
}

export function isReversedRange({ from, to, allTime }: DateRange): boolean {
  return !allTime && from !== '' && to !== '' && from > to;
}

export type EntryDateQuery = { entry_date__gte?: string; entry_date__lte?: string };

/** Whole local days as UTC instants for entry_date__gte / entry_date__lte; nothing for all time. */
export function entryDateQuery({ from, to, allTime }: DateRange): EntryDateQuery {
  if (allTime) return {};
  const start = localDayBounds(from)?.start;
  const end = localDayBounds(to)?.end;
  return {
    ...(start === undefined ? {} : { entry_date__gte: start }),
    ...(end === undefined ? {} : { entry_date__lte: end }),
  };
}
