import { isValidTimeZone, zoneOffsetMs } from './time-zone.ts';

const DAY_MS = 86_400_000;
const MAX_CACHED_DAYS = 200_000;

/** Maps instants to their local calendar day (days since 1970-01-01) in one zone. */
export type LocalDayResolver = (epochMs: number) => number;

const resolvers = new Map<string, LocalDayResolver>();

/**
 * A resolver for a zone that calls Intl about once per UTC day seen, not once per instant: the offset at the
 * start of a UTC day and of the next one are read; when equal, no transition happens in between (zones change
 * offset at most once a day), so the whole day shares it. Days holding a transition are resolved per instant.
 */
function createLocalDayResolver(timeZone: string): LocalDayResolver {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return (epochMs) => Math.floor(epochMs / DAY_MS);
  const offsetAtDayStart = new Map<number, number>();
  const startOffset = (utcDay: number): number => {
    let offset = offsetAtDayStart.get(utcDay);
    if (offset === undefined) {
      if (offsetAtDayStart.size > MAX_CACHED_DAYS) offsetAtDayStart.clear();
      offset = zoneOffsetMs(utcDay * DAY_MS, timeZone);
      offsetAtDayStart.set(utcDay, offset);
    }
    return offset;
  };
  // On a day holding a transition, the instant of the change, found once to the second by bisection.
  const transitions = new Map<number, number>();
  const transitionOf = (utcDay: number): number => {
    let found = transitions.get(utcDay);
    if (found === undefined) {
      const before = startOffset(utcDay);
      let low = utcDay * DAY_MS;
      let high = low + DAY_MS;
      while (high - low > 1000) {
        const middle = low + Math.floor((high - low) / 2000) * 1000;
        if (zoneOffsetMs(middle, timeZone) === before) low = middle;
        else high = middle;
      }
      found = high;
      transitions.set(utcDay, found);
    }
    return found;
  };
  let lastUtcDay = Number.NaN;
  let offsetBefore = 0;
  let offsetAfter = 0;
  let changeAt = Number.POSITIVE_INFINITY;
  return (epochMs) => {
    const utcDay = Math.floor(epochMs / DAY_MS);
    if (utcDay !== lastUtcDay) {
      offsetBefore = startOffset(utcDay);
      offsetAfter = startOffset(utcDay + 1);
      changeAt = offsetBefore === offsetAfter ? Number.POSITIVE_INFINITY : transitionOf(utcDay);
      lastUtcDay = utcDay;
    }
    return Math.floor((epochMs + (epochMs < changeAt ? offsetBefore : offsetAfter)) / DAY_MS);
  };
}

/** The cached local-day resolver of a zone (an unknown zone resolves as UTC). */
export function localDayResolver(timeZone: string): LocalDayResolver {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  let resolver = resolvers.get(zone);
  if (!resolver) {
    resolver = createLocalDayResolver(zone);
    resolvers.set(zone, resolver);
  }
  return resolver;
}
