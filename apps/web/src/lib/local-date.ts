/**
 * The trader's calendar is the browser's: a date input speaks a day the French way, whatever the browser's language
 * (`20/11/2026`, docs/ui.md#dates); the API speaks `YYYY-MM-DD`. Date and time together: local-date-time.ts.
 */
export const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of an instant on the user's calendar: the value of a date input. */
export function localDateText(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FRENCH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A calendar day `YYYY-MM-DD` as a date input shows it: `20/11/2026`; anything else as it came. */
export function toFrenchDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  return match === null ? isoDate : `${match[3]}/${match[2]}/${match[1]}`;
}

/** A typed day (`20/11/2026`, `1/2/2026` or ISO) as `YYYY-MM-DD`; null when it is no real day. */
export function fromFrenchDate(text: string): string | null {
  const trimmed = text.trim();
  const french = FRENCH_DATE.exec(trimmed);
  const iso = ISO_DATE.exec(trimmed);
  const [year, month, day] =
    french !== null
      ? [french[3], french[2], french[1]].map(Number)
      : iso === null
        ? []
        : iso.slice(1).map(Number);
  if (year === undefined || month === undefined || day === undefined || !isCalendarDay(year, month, day))
    return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** Whether year, month and day name a real day of the calendar. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}
