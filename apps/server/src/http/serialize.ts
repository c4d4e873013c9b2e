/** docs/api.md: datetimes travel as ISO 8601 UTC with second precision, e.g. 2026-11-20T14:05:00Z. */
export function isoDateTime(date: Date): string {
  // toISOString is YYYY-MM-DDTHH:mm:ss.sssZ for every date a trade can hold: keep the seconds, drop the rest.
  return `${date.toISOString().slice(0, 19)}Z`;
}

export function isoDateTimeOrNull(date: Date | null): string | null {
  return date === null ? null : isoDateTime(date);
}
