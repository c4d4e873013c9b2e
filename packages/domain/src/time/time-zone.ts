/** Wall-clock reading of an instant in a time zone. */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const validity = new Map<string, boolean>();

// One formatter per zone: building one costs far more than formatting with it.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Tells whether a string is an IANA time zone this runtime knows ("Europe/Paris", "UTC"). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '' || timeZone.length > 64) return false;
  const known = validity.get(timeZone);
  if (known !== undefined) return known;
  let valid = true;
  try {
    formatterFor(timeZone);
  } catch {
    valid = false;
  }
  validity.set(timeZone, valid);
  return valid;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Wall clock of an instant (epoch milliseconds) in a valid IANA zone, DST-correct. */
export function wallClock(epochMs: number, timeZone: string): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, isoWeekday: 0 };
  let isBeforeCommonEra = false;
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    switch (part.type) {
      case 'year':
      case 'month':
      case 'day':
      case 'hour':
      case 'minute':
      case 'second':
        clock[part.type] = Number(part.value);
        break;
      case 'weekday':
        clock.isoWeekday = WEEKDAYS[part.value] ?? 0;
        break;
      case 'era':
        isBeforeCommonEra = part.value === 'BC';
        break;
      default:
        break;
    }
  }
  if (isBeforeCommonEra) clock.year = 1 - clock.year;
  return clock;
}

function measuredOffsetMs(epochMs: number, timeZone: string): number {
  const clock = wallClock(epochMs, timeZone);
  const asUtc = civilToEpochMs(clock.year, clock.month, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
/** Hour starts remembered per zone before the memo starts over (a few MB at most). */
const MAX_REMEMBERED_HOURS = 100_000;
const offsetsAtHour = new Map<string, Map<number, number>>();

function offsetAtHourMs(hourStartMs: number, timeZone: string): number {
  let offsets = offsetsAtHour.get(timeZone);
  if (offsets === undefined || offsets.size >= MAX_REMEMBERED_HOURS) {
    offsets = new Map();
    offsetsAtHour.set(timeZone, offsets);
  }
  let offset = offsets.get(hourStartMs);
  if (offset === undefined) {
    offset = measuredOffsetMs(hourStartMs, timeZone);
    offsets.set(hourStartMs, offset);
  }
  return offset;
}

/**
 * Offset of a zone from UTC at an instant, in milliseconds (e.g. +3_600_000 for Paris in winter). Formatting an
 * instant is the slow part (a file of 10,000 positions reads 20,000 times, each 4 offsets), so the offsets at the
 * UTC hour starts around the instant are remembered: when both are the same, no change of offset falls inside that
 * hour (no zone changes twice within an hour), so it is the instant's; otherwise it is measured at the instant.
 */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const hourStartMs = Math.floor(epochMs / HOUR_MS) * HOUR_MS;
  const before = offsetAtHourMs(hourStartMs, timeZone);
  const after = offsetAtHourMs(hourStartMs + HOUR_MS, timeZone);
  return before === after ? before : measuredOffsetMs(epochMs, timeZone);
}

/** Epoch milliseconds of a civil date-time read as UTC (years 0–99 included, unlike Date.UTC). */
export function civilToEpochMs(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/**
 * Instant of a wall-clock time in a zone. In a DST gap the clock is read with the offset before the change
 * (02:30 that never existed → 03:30); in an overlap the earlier instant wins.
 */
export function zonedTimeToEpochMs(wall: Omit<WallClock, 'isoWeekday'>, timeZone: string): number {
  const asUtc = civilToEpochMs(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second);
  const offsetBefore = zoneOffsetMs(asUtc - 86_400_000, timeZone);
  const offsetAfter = zoneOffsetMs(asUtc + 86_400_000, timeZone);
  const valid = [asUtc - offsetBefore, asUtc - offsetAfter].filter(
    (candidate) => zoneOffsetMs(candidate, timeZone) === asUtc - candidate,
  );
  if (valid.length > 0) return Math.min(...valid);
  return asUtc - offsetBefore;
}
