/** A month of the calendar, `YYYY-MM`, and the grid of whole weeks that shows it (Monday first, fr-FR). */
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;

export type CalendarCell = { date: string; inMonth: boolean };

/** The month's year and month number, or null when `month` is not `YYYY-MM`. */
function parseMonth(month: string): { year: number; month: number } | null {
  const match = MONTH_PATTERN.exec(month);
  return match === null ? null : { year: Number(match[1]), month: Number(match[2]) };
}

export function isMonth(text: string | null): text is string {
  return text !== null && parseMonth(text) !== null;
}

/** Calendar arithmetic in UTC: the days are labels, not instants, so no time zone can shift them. */
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthText = (date: Date) => date.toISOString().slice(0, 7);

/** The month of a local date: the calendar opens on the trader's current month. */
export function monthOf(today: Date): string {
  const month = String(today.getMonth() + 1).padStart(2, '0');
  return `${today.getFullYear()}-${month}`;
}

/** The month `by` months after `month` (before when negative). */
export function shiftMonth(month: string, by: number): string {
  const parsed = parseMonth(month);
  if (parsed === null) return month;
  return monthText(new Date(Date.UTC(parsed.year, parsed.month - 1 + by, 1)));
}

/**
 * The weeks that hold the month, Monday to Sunday: the days before the 1st and after the last day belong to
 * the neighbouring months (`inMonth` false). Four to six weeks.
 */
export function monthWeeks(month: string): CalendarCell[][] {
  const parsed = parseMonth(month);
  if (parsed === null) return [];
  const first = Date.UTC(parsed.year, parsed.month - 1, 1);
  const next = Date.UTC(parsed.year, parsed.month, 1);
  // getUTCDay: Sunday 0 … Saturday 6; Monday first means Monday is 0 days back.
  const daysBack = (new Date(first).getUTCDay() + WEEK_DAYS - 1) % WEEK_DAYS;
  const weeks: CalendarCell[][] = [];
  for (let start = first - daysBack * DAY_MS; start < next; start += WEEK_DAYS * DAY_MS) {
    weeks.push(
      Array.from({ length: WEEK_DAYS }, (_, index) => {
        const day = start + index * DAY_MS;
        return { date: dayText(day), inMonth: day >= first && day < next };
      }),
    );
  }
  return weeks;
}
