let knownZones: readonly string[] | null = null;

/** Every IANA zone the browser knows, sorted, computed once. */
export function knownTimeZones(): readonly string[] {
  if (knownZones !== null) return knownZones;
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  // Chromium's list leaves UTC out.
  zones.add('UTC');
  knownZones = [...zones].sort();
  return knownZones;
}

/** The zones offered first: the file's (the platform's hint, then the one chosen), the browser's, UTC — each once. */
export function suggestedTimeZones(fileZones: readonly (string | null)[], browserZone: string): string[] {
  return [...new Set([...fileZones, browserZone, 'UTC'].filter((zone): zone is string => Boolean(zone)))];
}
