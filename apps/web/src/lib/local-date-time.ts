/**
 * The trader's calendar and clock are the browser's: the zone every date is shown in (userTimeZone in
 * lib/format.ts). Inputs of type date and datetime-local speak that local time; the API speaks UTC instants
 * (docs/api.md). These are the only conversions between the two.
 */
const pad = (value: number) => String(value).padStart(2, '0');

const DATE_TIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `YYYY-MM-DD` of an instant on the user's calendar: the value of a date input. */
export function localDateText(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** The value of a datetime-local input for an instant, to the minute (docs/ui.md); '' when it cannot be read. */
export function toDateTimeLocal(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  return `${localDateText(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value (the user's wall clock) as the ISO UTC instant the API stores, without milliseconds:
 * « 2026-11-20T15:05 » in Paris → « 2026-11-20T14:05:00Z »; null when blank or not a real date and time.
 */
export function fromDateTimeLocal(text: string): string | null {
  const match = DATE_TIME_LOCAL.exec(text);
  if (match === null) return null;
  // Seconds are optional: a missing group reads as 0.
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  if (!isCalendarDay(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) return null;
  // setFullYear, not the constructor: years 0–99 are not read as 19xx. A time skipped by a change to summer
  // time is read as the browser reads it (an hour later), as the input itself does.
  const instant = new Date(2000, 0, 1);
  instant.setFullYear(year, month - 1, day);
  instant.setHours(hours, minutes, seconds, 0);
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}
