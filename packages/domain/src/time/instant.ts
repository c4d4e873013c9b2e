import { civilToEpochMs, isValidTimeZone, zonedTimeToEpochMs } from './time-zone.ts';

/** An instant as callers hold it: a Date, epoch milliseconds, or an ISO 8601 string. */
export type InstantInput = Date | number | string;

// ISO 8601 date-time with an optional offset; a space may replace the "T" (as spreadsheets write it).
const DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

const daysInMonth = (year: number, month: number): number =>
  new Date(civilToEpochMs(year, month + 1, 0)).getUTCDate();

/**
 * Epoch milliseconds of an instant; null when invalid. Strings are ISO 8601 (`2026-11-20T14:05:00Z`,
 * `2026-11-20 09:05`, a date alone means midnight); without an offset they are read in `timeZone` (default UTC).
 */
export function toEpochMs(value: InstantInput, timeZone = 'UTC'): number | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const match = DATE_TIME_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const wall = { year, month, day, hour: Number(h), minute: Number(mi), second: Number(s) };
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (wall.hour > 23 || wall.minute > 59 || wall.second > 59) return null;
  const millis = Math.floor(Number(`0.${fraction || '0'}`) * 1000);
  if (offset === undefined) {
    const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
    return zonedTimeToEpochMs(wall, zone) + millis;
  }
  // Not Date.UTC: it reads years 0–99 as 1900–1999, so « 0001-01-01 » would pass for 1901.
  const asUtc = civilToEpochMs(year, month, day, wall.hour, wall.minute, wall.second) + millis;
  if (offset.toUpperCase() === 'Z') return asUtc;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return asUtc - sign * offsetMinutes * 60_000;
}

/** ISO 8601 in UTC as the API returns it: `2026-11-20T14:05:00Z` (milliseconds only when not zero). */
export function toIsoUtc(epochMs: number): string {
  const iso = new Date(epochMs).toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
}
