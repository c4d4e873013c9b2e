import { zonedTimeToEpochMs } from '@carnet/domain';

/**
 * Set by a time reader for the row it read: whether its time is an instant (Unix time, or a date-time written
 * with its offset) or a wall-clock time of the file's zone. One object reused for every row: a million rows
 * allocate nothing here (docs/budgets.md).
 */
export type TimeKind = { instant: boolean };

/**
 * Reads the time of one row from its cells, in epoch ms: the instant, or the wall clock read as UTC (converted
 * once the zone is known). NaN when the cells hold no time.
 */
export type TimeReader = (cells: readonly string[], kind: TimeKind) => number;

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A wall-clock time as epoch ms read as UTC; NaN when the calendar has no such time (31 February, 25:00). */
function wall(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && !leap ? 28 : (DAYS[month - 1] ?? 0);
  const valid = day >= 1 && day <= days && hour < 24 && minute < 60 && second < 60;
  // Years outside 1900–2200 are refused, so Date.UTC's reading of years 0–99 never matters.
  return valid && year >= 1900 && year <= 2200
    ? Date.UTC(year, month - 1, day, hour, minute, second)
    : Number.NaN;
}

// `2024.02.27` (MetaTrader), `2024-02-27`, `2024/02/27`; a time `16:27` or `16:27:00`.
const DATE = /^(\d{4})[.\-/](\d{2})[.\-/](\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
// `20240227 162700` (NinjaTrader, HistData), also `20240227` alone for daily bars.
const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:\s+(\d{2})(\d{2})(\d{2})?)?$/;
// ISO 8601 and the spreadsheet's space, with an optional offset (`Z`, `+01:00`, `-0500`).
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
// Unix time in seconds (9–10 digits) or milliseconds (12–13 digits), as TradingView and exchanges write it.
const UNIX = /^\d{9,13}(?:\.\d+)?$/;

/** A date cell and a time cell, as MetaTrader writes them (`2024.02.27`, `16:27:00`). */
export function readDateAndTime(date: string, time: string | undefined, kind: TimeKind): number {
  const d = DATE.exec(date.trim());
  kind.instant = false;
  if (!d) return Number.NaN;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  if (time === undefined || time.trim() === '') return wall(year, month, day);
  const t = TIME.exec(time.trim());
  return t ? wall(year, month, day, Number(t[1]), Number(t[2]), Number(t[3] ?? 0)) : Number.NaN;
}

/** NinjaTrader's and HistData's `20240227 162700`. */
export function readCompactTime(cell: string, kind: TimeKind): number {
  const m = COMPACT.exec(cell.trim());
  kind.instant = false;
  if (!m) return Number.NaN;
  return wall(
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
  );
}

/** One cell holding the whole time: Unix seconds or milliseconds, ISO with or without offset, `2024.02.27 16:27`. */
export function readTimeCell(cell: string, kind: TimeKind): number {
  const text = cell.trim();
  if (UNIX.test(text)) {
    kind.instant = true;
    const value = Number(text);
    const dot = text.indexOf('.');
    return Math.round((dot < 0 ? text.length : dot) >= 12 ? value : value * 1000);
  }
  const iso = ISO.exec(text);
  if (iso) {
    const local = wall(
      Number(iso[1]),
      Number(iso[2]),
      Number(iso[3]),
      Number(iso[4] ?? 0),
      Number(iso[5] ?? 0),
      Number(iso[6] ?? 0),
    );
    const offset = iso[7];
    kind.instant = offset !== undefined;
    if (offset === undefined || offset.toUpperCase() === 'Z') return local;
    const digits = offset.slice(1).replace(':', '');
    const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
    return local - (offset.startsWith('-') ? -1 : 1) * minutes * 60_000;
  }
  const [date, time] = text.split(/[ T]+/);
  if (date === undefined) return Number.NaN;
  const read = readDateAndTime(date, time, kind);
  return Number.isNaN(read) ? readCompactTime(text, kind) : read;
}

const HOUR_MS = 3_600_000;

/**
 * Converts wall-clock times of a zone to instants, DST-correct (a wall time the change of clocks skipped reads with
 * the offset before it; one it repeated, the earlier instant: the domain's `zonedTimeToEpochMs`). The offset is
 * remembered per wall-clock hour when the hour's start and end agree on it — a change of clocks inside an hour
 * (Lord Howe's half hour) is converted minute by minute.
 */
export function wallClockConverter(timeZone: string): (wallMs: number) => number {
  const offsets = new Map<number, number>();
  const exact = (wallMs: number) => {
    const date = new Date(wallMs);
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
  };
  return (wallMs) => {
    const hour = Math.floor(wallMs / HOUR_MS) * HOUR_MS;
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const atStart = hour - exact(hour);
      const atEnd = hour + HOUR_MS - 1000 - exact(hour + HOUR_MS - 1000);
      offset = atStart === atEnd ? atStart : Number.NaN;
      offsets.set(hour, offset);
    }
    return Number.isNaN(offset) ? exact(wallMs) : wallMs - offset;
  };
}
