const pad = (value: number) => String(value).padStart(2, '0');

/** The value of a `datetime-local` input for an instant, on the user's clock, to the minute. */
export function toDateTimeLocalValue(instant: Date): string {
  const date = `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
  return `${date}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** The value of a `date` input: the user's calendar day. */
export function toDateValue(instant: Date): string {
  return toDateTimeLocalValue(instant).slice(0, 10);
}

/**
 * A `datetime-local` value (the user's wall clock) as the ISO UTC instant the API stores (DESIGN §4),
 * e.g. « 2026-11-20T15:05 » in Paris → « 2026-11-20T14:05:00Z »; null when it does not parse.
 */
export function dateTimeLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  // A date-time without an offset is read on the local clock (ECMAScript Date parsing rules).
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
