import { journalDayOf } from '@carnet/domain';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the trader's zone, as the journal's days are (docs/rules/journal.md#day). */
export function todayIn(timeZone: string, now = Date.now()): string {
  return journalDayOf(now, timeZone);
}

/** The civil day `days` after `date` (`YYYY-MM-DD`), whatever the zone: a calendar step, not 24 hours. */
export function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A route's `:date` when it names a real day, else null. */
export function journalDateOf(value: string | undefined): string | null {
  if (value === undefined || !DAY_PATTERN.test(value)) return null;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== value ? null : value;
}

/** « lundi 16 novembre 2026 »: the page's title. */
export function formatJournalDate(date: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
