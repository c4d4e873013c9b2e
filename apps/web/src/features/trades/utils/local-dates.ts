/**
 * The trader's calendar and clock are the browser's (the zone every date is shown in, lib/format.ts). Inputs of
 * type date and datetime-local speak that local time; the API speaks UTC instants (DESIGN §4).
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of an instant on the local calendar. */
export function localDateText(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** A datetime-local value (minute precision, SPEC §9) for an ISO instant; '' when it cannot be read. */
export function toDateTimeLocal(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return `${localDateText(instant)}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** The current minute as a datetime-local value: a new trade is entered now unless told otherwise. */
export function nowDateTimeLocal(now = new Date()): string {
  return toDateTimeLocal(now.toISOString());
}

/** A datetime-local value → ISO UTC to the minute (`2026-11-20T14:05:00Z`); null when blank or invalid. */
export function fromDateTimeLocal(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text);
  if (match === null) return null;
  const [, year, month, day, hours, minutes] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  const instant = new Date(year, month - 1, day, hours ?? 0, minutes ?? 0);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** First and last instant of a local calendar day `YYYY-MM-DD`, as UTC ISO (whole days in the user's zone). */
export function localDayBounds(day: string): { start: string; end: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return null;
  const [, year, month, date] = match.map(Number);
  if (year === undefined || month === undefined || date === undefined) return null;
  const start = new Date(year, month - 1, date, 0, 0, 0, 0);
  const end = new Date(year, month - 1, date, 23, 59, 59, 999);
  if (Number.isNaN(start.getTime())) return null;
  return { start: start.toISOString(), end: end.toISOString() };
}
