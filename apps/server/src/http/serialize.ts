/** DESIGN §4: datetimes travel as ISO 8601 UTC with second precision, e.g. 2026-11-20T14:05:00Z. */
export function isoDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function isoDateTimeOrNull(date: Date | null): string | null {
  return date === null ? null : isoDateTime(date);
}
