import { civilToDays, daysToCivil } from './civil-date.ts';
import { zonedTimeToEpochMs } from './time-zone.ts';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant a civil day begins in `timeZone`, `daysLater` days after `day` (`YYYY-MM-DD`); null when the day
 * cannot be read. Midnight is the zone's own: 23 or 25 hours after the day before across a DST change.
 */
export function dayStartMs(day: string, timeZone: string, daysLater = 0): number | null {
  const match = DAY_PATTERN.exec(day);
  if (match === null) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || date < 1 || date > 31) return null;
  const civil = daysToCivil(civilToDays(year, month, date) + daysLater);
  return zonedTimeToEpochMs({ ...civil, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** Whole days in a zone: from the first instant of `from` up to, excluding, the first instant after `to`. */
export type DayWindow = { startMs?: number; endMs?: number };

/** The instants bounding the days `from` … `to` (either may be open) in `timeZone` (docs/rules/statistics.md#dashboard, the list). */
export function dayWindow(from: string | undefined, to: string | undefined, timeZone: string): DayWindow {
  const startMs = from === undefined ? null : dayStartMs(from, timeZone);
  const endMs = to === undefined ? null : dayStartMs(to, timeZone, 1);
  return { ...(startMs === null ? {} : { startMs }), ...(endMs === null ? {} : { endMs }) };
}
