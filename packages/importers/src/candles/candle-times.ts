import { zonedTimeToEpochMs } from '@carnet/domain';

/**
 * A time cell read: an instant (Unix time, or a date-time written with its offset), or a wall-clock time of the
 * file's zone, as epoch ms of that wall clock read as UTC (converted once the zone is known).
 */
export type CellTime = { instant: boolean; ms: number };

/** Reads the time of one row from its cells; null when they hold no time. */
export type TimeReader = (cells: readonly string[]) => CellTime | null;

const wall = (y: string, mo: string, d: string, h = '0', mi = '0', s = '0'): CellTime | null => {
  const parts = [y, mo, d, h, mi, s].map(Number);
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  // Years outside 1900–2200 are refused below, so Date.UTC's reading of years 0–99 never matters.
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(ms);
  // A date the calendar does not have (31 February, 25:00) comes back changed.
  const valid =
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    second < 60;
  return valid && year >= 1900 && year <= 2200 ? { instant: false, ms } : null;
};

// `2024.02.27` (MetaTrader), `2024-02-27`, `2024/02/27`; a time `16:27` or `16:27:00`.
const DATE = /^(\d{4})[.\-/](\d{2})[.\-/](\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
// `20240227 162700` (NinjaTrader, HistData), also `20240227` alone for daily bars.
const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:\s+(\d{2})(\d{2})(\d{2})?)?$/;
// ISO 8601 and the spreadsheet's space, with an optional offset (`Z`, `+01:00`, `-0500`).
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
// Unix time in seconds (10 digits) or milliseconds (13 digits), as TradingView and exchanges write it.
const UNIX = /^\d{9,13}(?:\.\d+)?$/;

/** A date cell and a time cell, as MetaTrader writes them (`2024.02.27`, `16:27:00`). */
export function readDateAndTime(date: string, time: string | undefined): CellTime | null {
  const d = DATE.exec(date.trim());
  if (!d) return null;
  if (time === undefined || time.trim() === '') return wall(d[1] ?? '', d[2] ?? '', d[3] ?? '');
  const t = TIME.exec(time.trim());
  return t ? wall(d[1] ?? '', d[2] ?? '', d[3] ?? '', t[1], t[2], t[3]) : null;
}

/** NinjaTrader's and HistData's `20240227 162700`. */
export function readCompactTime(cell: string): CellTime | null {
  const m = COMPACT.exec(cell.trim());
  return m ? wall(m[1] ?? '', m[2] ?? '', m[3] ?? '', m[4], m[5], m[6]) : null;
}

/** One cell holding the whole time: Unix seconds or milliseconds, ISO with or without offset, `2024.02.27 16:27`. */
export function readTimeCell(cell: string): CellTime | null {
  const text = cell.trim();
  if (UNIX.test(text)) {
    const value = Number(text);
    return { instant: true, ms: Math.round(text.split('.')[0]?.length === 13 ? value : value * 1000) };
  }
  const iso = ISO.exec(text);
  if (iso) {
    const local = wall(iso[1] ?? '', iso[2] ?? '', iso[3] ?? '', iso[4], iso[5], iso[6]);
    const offset = iso[7];
    if (local === null || offset === undefined) return local;
    if (offset.toUpperCase() === 'Z') return { instant: true, ms: local.ms };
    const digits = offset.slice(1).replace(':', '');
    const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
    return { instant: true, ms: local.ms - (offset.startsWith('-') ? -1 : 1) * minutes * 60_000 };
  }
  const [date, time] = text.split(/[ T]+/);
  return date === undefined ? null : (readDateAndTime(date, time) ?? readCompactTime(text));
}

/**
 * The instant of a time read: itself, or its wall clock in `timeZone`, DST-correct (a wall time the change of
 * clocks skipped reads with the offset before it; one it repeated, the earlier instant: docs/rules/candles.md).
 */
export function instantOf(time: CellTime, timeZone: string): number {
  if (time.instant) return time.ms;
  const date = new Date(time.ms);
  return zonedTimeToEpochMs(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
    },
    timeZone,
  );
}
