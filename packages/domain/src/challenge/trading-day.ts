import { daysToCivil } from '../time/civil-date.ts';
import { localDayResolver } from '../time/local-day.ts';
import { zonedTimeToEpochMs } from '../time/time-zone.ts';

const RESET_PATTERN = /^(\d{2}):(\d{2})$/;

/**
 * Maps a close instant to its trading day (days since 1970-01-01) for a firm resetting at `resetTime` (HH:MM)
 * in `timeZone`, exact across DST changes. A day is named after the date on which it ends (the futures
 * convention): with a 17:00 reset, Monday 17:00 → Tuesday 17:00 is Tuesday; with a 00:00 reset it is the plain
 * calendar date. A reset inside a DST gap happens at the first instant after it.
 */
export function tradingDayResolver(timeZone: string, resetTime: string): (epochMs: number) => number {
  const localDay = localDayResolver(timeZone);
  const match = RESET_PATTERN.exec(resetTime);
  const hour = Number(match?.[1] ?? 0);
  const minute = Number(match?.[2] ?? 0);
  if (hour === 0 && minute === 0) return localDay;
  const starts = new Map<number, number>();
  // Trading day `day` starts at the reset time of the calendar day before it.
  const startOf = (day: number): number => {
    let start = starts.get(day);
    if (start === undefined) {
      start = zonedTimeToEpochMs({ ...daysToCivil(day - 1), hour, minute, second: 0 }, timeZone);
      starts.set(day, start);
    }
    return start;
  };
  return (epochMs) => {
    const day = localDay(epochMs);
    return epochMs >= startOf(day + 1) ? day + 1 : day;
  };
}
