import { toEpochMs } from '../time/instant.ts';
import { isValidTimeZone, wallClock } from '../time/time-zone.ts';
import type { PreferredTiming, SecondaryTiming, TimingClass } from './types.ts';

const MINUTES_PER_DAY = 1440;
const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** Minutes since midnight of an `HH:MM` time (seconds ignored); null when it is not a time of day. */
export function parseTimeOfDay(time: string): number | null {
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** Where an entry falls on the clock of the configuration's zone. */
export type EntryClock = { isoWeekday: number; minuteOfDay: number };

/**
 * ISO weekday and minute of day of an instant in a zone (an unknown zone reads as UTC; a time without offset is
 * taken as already on that zone's clock); null for a bad instant.
 */
export function entryClock(executedAt: Date | number | string, timeZone: string): EntryClock | null {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const epochMs = toEpochMs(executedAt, zone);
  if (epochMs === null) return null;
  const clock = wallClock(epochMs, zone);
  return { isoWeekday: clock.isoWeekday, minuteOfDay: clock.hour * 60 + clock.minute };
}

const shiftWeekday = (isoWeekday: number, days: number): number => ((isoWeekday - 1 + days + 7) % 7) + 1;

/**
 * Whether an entry is within `tolerance` minutes of a slot at `slotMinute` on one of `days`. Distances wrap
 * around midnight: 00:05 on Tuesday is 10 minutes after Monday's 23:55 slot, so it counts for Monday.
 */
function isNearSlot(
  entry: EntryClock,
  slotMinute: number,
  tolerance: number,
  days: ReadonlySet<number>,
): boolean {
  for (const dayShift of [-1, 0, 1]) {
    const slotDay = shiftWeekday(entry.isoWeekday, dayShift);
    const distance = Math.abs(entry.minuteOfDay - (slotMinute + dayShift * MINUTES_PER_DAY));
    if (days.has(slotDay) && distance <= tolerance) return true;
  }
  return false;
}

const toleranceOf = (tolerance: number): number => (Number.isFinite(tolerance) ? Math.max(0, tolerance) : 0);

/** Timing class of an entry clock (docs/rules/compliance.md step 3): PREFERRED, else SECONDARY on a preferred day, else OUTSIDE. */
export function classifyTiming(
  entry: EntryClock,
  preferred: readonly PreferredTiming[],
  secondary: readonly SecondaryTiming[],
): TimingClass {
  const preferredDays = new Set<number>();
  for (const timing of preferred) {
    const slot = parseTimeOfDay(timing.time);
    const days = new Set(timing.days);
    for (const day of days) preferredDays.add(day);
    if (slot !== null && isNearSlot(entry, slot, toleranceOf(timing.tolerance_min), days)) return 'PREFERRED';
  }
  for (const timing of secondary) {
    const slot = parseTimeOfDay(timing.time);
    if (slot !== null && isNearSlot(entry, slot, toleranceOf(timing.tolerance_min), preferredDays)) {
      return 'SECONDARY';
    }
  }
  return 'OUTSIDE';
}

/** Timing class of an entry instant in a configuration's zone; OUTSIDE when the instant is invalid. */
export function timingClass(
  executedAt: Date | number | string,
  config: {
    timezone: string;
    timing_preferred: readonly PreferredTiming[];
    timing_secondary: readonly SecondaryTiming[];
  },
): TimingClass {
  const entry = entryClock(executedAt, config.timezone);
  return entry ? classifyTiming(entry, config.timing_preferred, config.timing_secondary) : 'OUTSIDE';
}
