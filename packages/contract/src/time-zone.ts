// Building a formatter costs about half a millisecond, on every dashboard call: a zone found valid is
// remembered. Case variants are valid too, so the memory is bounded rather than trusted to stay small.
const knownZones = new Set<string>();
const MAX_REMEMBERED_ZONES = 1_000;

/** True when the runtime knows this IANA time zone (e.g. America/New_York). */
export function isKnownTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  if (knownZones.size >= MAX_REMEMBERED_ZONES) knownZones.clear();
  knownZones.add(zone);
  return true;
}

/** The runtime's own spelling of a zone Intl accepted (`utc` → `UTC`), so PostgreSQL reads the same zone. */
export function canonicalTimeZone(zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
}
