import { civilToDays, daysToCivil } from '../time/civil-date.ts';
import { localDayResolver } from '../time/local-day.ts';
import { zonedTimeToEpochMs, zoneOffsetMs } from '../time/time-zone.ts';

const RESET_PATTERN = /^(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const MAX_CACHED_DAYS = 200_000;
const MAX_RESOLVERS = 1_000;

const resolvers = new Map<string, (epochMs: number) => number>();

/**
 * Maps a close instant to its trading day (days since 1970-01-01) for a firm resetting at `resetTime` (HH:MM)
 * in `timeZone`, exact across DST changes. A day is named after the date on which it ends (the futures
 * convention): with a 17:00 reset, Monday 17:00 → Tuesday 17:00 is Tuesday; with a 00:00 reset it is the plain
 * calendar date. A reset inside a DST gap happens at the first instant after it; in an overlap, at the first
 * of the two.
 */
export function tradingDayResolver(timeZone: string, resetTime: string): (epochMs: number) => number {
  const key = `${timeZone} ${resetTime}`;
  let resolver = resolvers.get(key);
  if (resolver === undefined) {
    if (resolvers.size >= MAX_RESOLVERS) resolvers.clear();
    resolver = createTradingDayResolver(timeZone, resetTime);
    resolvers.set(key, resolver);
  }
  return resolver;
}

/** One resolver per zone and reset time, its Intl readings remembered (bounded) from one status to the next. */
function createTradingDayResolver(timeZone: string, resetTime: string): (epochMs: number) => number {
  const localDay = localDayResolver(timeZone);
  const match = RESET_PATTERN.exec(resetTime);
  const hour = Number(match?.[1] ?? 0);
  const minute = Number(match?.[2] ?? 0);
  if (hour === 0 && minute === 0) return localDay;
  const starts = new Map<number, number>();
  const offsets = new Map<number, number>();
  const offsetAtUtcDay = (utcDay: number): number => {
    let offset = offsets.get(utcDay);
    if (offset === undefined) {
      if (offsets.size > MAX_CACHED_DAYS) offsets.clear();
      offset = zoneOffsetMs(utcDay * DAY_MS, timeZone);
      offsets.set(utcDay, offset);
    }
    return offset;
  };
  // Trading day `day` starts at the reset time of the calendar day before it. Zones change offset at most once
  // a day (as localDayResolver assumes): the same offset a day before and two days after the reset's date means
  // no change in between, and one cached Intl reading per day; otherwise the exact search.
  const startOf = (day: number): number => {
    let start = starts.get(day);
    if (start === undefined) {
      if (starts.size > MAX_CACHED_DAYS) starts.clear();
      const wallMs = (day - 1) * DAY_MS + (hour * 60 + minute) * MINUTE_MS;
      const before = offsetAtUtcDay(day - 2);
      start =
        before === offsetAtUtcDay(day + 1)
          ? wallMs - before
          : zonedTimeToEpochMs({ ...daysToCivil(day - 1), hour, minute, second: 0 }, timeZone);
      starts.set(day, start);
    }
    return start;
  };
  return (epochMs) => {
    const day = localDay(epochMs);
    return epochMs >= startOf(day + 1) ? day + 1 : day;
  };
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function parseDay(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return civilToDays(year, month, date);
}
