import { journalDaySummaryListSchema } from '@carnet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The month's first and last civil days (`YYYY-MM`). */
function monthBounds(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year ?? 0, number ?? 1, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * GET /api/v1/journal/days/?from=&to=&tz= — the month's days with a journal written (a plan, a review or a
 * state), which the calendar marks and links to (docs/rules/journal.md#pages).
 */
export function useJournalDays(month: string, tz: string) {
  return useQuery({
    queryKey: ['journal', 'days', month, tz],
    queryFn: async ({ signal }) => {
      const days = await apiRequest('/api/v1/journal/days/', journalDaySummaryListSchema, {
        query: { ...monthBounds(month), tz },
        signal,
      });
      return new Set(
        days.filter((day) => day.has_plan || day.has_review || day.mood !== null).map((day) => day.date),
      );
    },
  });
}
