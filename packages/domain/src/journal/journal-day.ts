import { formatDays } from '../time/civil-date.ts';
import { localDayResolver } from '../time/local-day.ts';

/**
 * The journal day of a trade (docs/rules/journal.md#day): the trader's local day of its entry in `timeZone`, as
 * `YYYY-MM-DD`, read by the same resolver as the dashboard's days (DST-exact).
 */
export function journalDayOf(entryMs: number, timeZone: string): string {
  return formatDays(localDayResolver(timeZone)(entryMs));
}
