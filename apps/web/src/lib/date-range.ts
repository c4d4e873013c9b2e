import { dayStartMs } from '@carnet/domain';
import { localDateText } from './local-date.ts';

/** The filter of the trade list and the dashboard (docs/ui.md): two calendar days, or all time. */
export type DateRange = { from: string; to: string; allTime: boolean };

/**
 * The one encoding of a range sent to the server: whole calendar days `from`–`to` in the zone `tz` (no days:
 * all time). The dashboard takes it as it is; the trade list takes the instants of those days.
 */
export type DayRangeQuery = { tz: string; from?: string; to?: string };

/** The trade list's bounds: the first and the last millisecond of the range, as UTC instants. */
export type EntryDateQuery = { entry_date__gte?: string; entry_date__lte?: string };

/** docs/ui.md: the default range is the last 90 days. */
export const DEFAULT_RANGE_DAYS = 90;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function defaultDateRange(today = new Date()): DateRange {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - DEFAULT_RANGE_DAYS);
  return { from: localDateText(from), to: localDateText(today), allTime: false };
}

/** docs/rules/trades.md#validation: « Appliquer » is refused when From is after To, unless all time (or while a date is blank). */
export function isApplicableRange(range: DateRange): boolean {
  return range.allTime || (range.from !== '' && range.to !== '' && !isReversedRange(range));
}

export function isReversedRange({ from, to, allTime }: DateRange): boolean {
  return !allTime && from !== '' && to !== '' && from > to;
}

export function dayRangeQuery(range: DateRange, timeZone: string): DayRangeQuery {
  return range.allTime ? { tz: timeZone } : { tz: timeZone, from: range.from, to: range.to };
}

/** The days of a range as the instants the trade list filters on; a day that does not parse is left out. */
export function entryDateQuery({ tz, from, to }: DayRangeQuery): EntryDateQuery {
  const start = from === undefined ? null : dayStartMs(from, tz);
  // The last millisecond of `to` is the one before the next day begins, whatever the day's length (DST).
  const nextStart = to === undefined ? null : dayStartMs(to, tz, 1);
  return {
    ...(start === null ? {} : { entry_date__gte: new Date(start).toISOString() }),
    ...(nextStart === null ? {} : { entry_date__lte: new Date(nextStart - 1).toISOString() }),
  };
}

/** The range kept in the address: `?from=…&to=…`, or `?all=1`; anything unreadable is the default's day. */
export function readDateRange(params: URLSearchParams): DateRange {
  const defaults = defaultDateRange();
  if (params.get('all') === '1') return { ...defaults, allTime: true };
  const from = params.get('from');
  const to = params.get('to');
  return {
    from: from !== null && DAY_PATTERN.test(from) ? from : defaults.from,
    to: to !== null && DAY_PATTERN.test(to) ? to : defaults.to,
    allTime: false,
  };
}

/** The address of a range; nothing else is kept (docs/ui.md: applying a range goes back to page 1). */
export function dateRangeParams(range: DateRange): URLSearchParams {
  return range.allTime
    ? new URLSearchParams({ all: '1' })
    : new URLSearchParams({ from: range.from, to: range.to });
}
