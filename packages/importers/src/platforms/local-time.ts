import type { LocalDateTime } from '../parsed-file.ts';

const pad = (value: string) => value.padStart(2, '0');

function isValidWallClock(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
) {
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** `YYYY-MM-DDTHH:mm:ss` from its parts as a file writes them, or null when it is no calendar time. */
export function localDateTime(
  year: string,
  month: string,
  day: string,
  hour = '0',
  minute = '0',
  second = '0',
): LocalDateTime | null {
  const numbers = [year, month, day, hour, minute, second].map(Number);
  const [y = Number.NaN, mo = Number.NaN, d = Number.NaN, h = Number.NaN, mi = Number.NaN, s = Number.NaN] =
    numbers;
  if (year.length !== 4 || !isValidWallClock(y, mo, d, h, mi, s)) return null;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

const US_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AP]M))?$/i;
const ISO_DATE_TIME = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const EU_DATE_TIME = /^(\d{1,2})[./](\d{1,2})[./](\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** `01/22/2025 23:02:03` or `1/22/2025 11:02:03 PM` (month first, as US platforms write it). */
export function readUsDateTime(raw: string): LocalDateTime | null {
  const m = US_DATE_TIME.exec(raw.trim());
  if (!m) return null;
  const [, month = '', day = '', year = '', hour = '', minute = '', second = '0', half] = m;
  return localDateTime(year, month, day, twelveHour(hour, half), minute, second);
}

/** `2025-01-22 23:02:03` (also with `.` or `/` and fractions of a second, which are dropped). */
export function readIsoDateTime(raw: string): LocalDateTime | null {
  const m = ISO_DATE_TIME.exec(raw.trim());
  if (!m) return null;
  const [, year = '', month = '', day = '', hour = '', minute = '', second = '0'] = m;
  return localDateTime(year, month, day, hour, minute, second);
}

/** `22.01.2025 23:02:03` or `22/01/2025 23:02` (day first, as European settings write it). */
export function readEuropeanDateTime(raw: string): LocalDateTime | null {
  const m = EU_DATE_TIME.exec(raw.trim());
  if (!m) return null;
  const [, day = '', month = '', year = '', hour = '', minute = '', second = '0'] = m;
  return localDateTime(year, month, day, hour, minute, second);
}

function twelveHour(hour: string, half: string | undefined): string {
  if (half === undefined) return hour;
  const base = Number(hour) % 12;
  return String(half.toUpperCase() === 'PM' ? base + 12 : base);
}

/**
 * A wall-clock time written with its offset (`+02:00`, `-0500`) → the same instant in UTC, so a file whose rows
 * carry different offsets (daylight saving, a trader who moved) reads as one zone; null for an offset that is no
 * offset.
 */
export function utcOfOffsetTime(local: LocalDateTime, offset: string): LocalDateTime | null {
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(offset.trim());
  if (!m) return null;
  const [, sign = '+', hours = '', minutes = ''] = m;
  const shift = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  const instant = new Date(Date.parse(`${local}Z`) - shift);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString().slice(0, 19);
}
