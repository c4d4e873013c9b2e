/**
 * The trader's calendar and clock are the browser's: the zone every date is shown in (userTimeZone in
 * lib/format.ts). A date-and-time input speaks that local time the French way, whatever the browser's language
 * (`20/11/2026 15:05`, docs/ui.md#dates); the API speaks UTC instants (docs/api.md). These are the only
 * conversions between the two.
 */
import { isCalendarDay, pad } from './local-date.ts';

const DATE_TIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
// « 20/11/2026 15:05 », « 20/11/2026 15h05 »: day, month, year, hours, minutes.
const FRENCH_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ T]+(\d{1,2})[:h](\d{2})$/;

/** The text of a date-and-time input for an instant, to the minute: `20/11/2026 15:05`; '' when unreadable. */
export function toDateTimeLocal(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Year, month, day, hours, minutes and seconds of a typed date and time, French or ISO; null otherwise. */
function wallClockParts(text: string): number[] | null {
  const french = FRENCH_DATE_TIME.exec(text.trim());
  if (french !== null) {
    const [day, month, year, hours, minutes] = french.slice(1).map(Number);
    return [year ?? 0, month ?? 0, day ?? 0, hours ?? 0, minutes ?? 0, 0];
  }
  const iso = DATE_TIME_LOCAL.exec(text.trim());
  // Seconds are optional: a missing group reads as 0.
  return iso === null ? null : iso.slice(1).map((part) => Number(part ?? 0));
}

/**
 * A typed date and time (the user's wall clock, `20/11/2026 15:05` or ISO `2026-11-20T15:05`) as the ISO UTC
 * instant the API stores, without milliseconds: in Paris → « 2026-11-20T14:05:00Z »; null when blank or not a real
 * date and time.
 */
export function fromDateTimeLocal(text: string): string | null {
  const parts = wallClockParts(text);
  if (parts === null) return null;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = parts;
  if (!isCalendarDay(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) return null;
  // setFullYear, not the constructor: years 0–99 are not read as 19xx. A time skipped by a change to summer
  // time is read as the browser reads it (an hour later), as the input itself does.
  const instant = new Date(2000, 0, 1);
  instant.setFullYear(year, month - 1, day);
  instant.setHours(hours, minutes, seconds, 0);
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
