import { type JournalDay, journalDaySchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const JOURNAL_QUERY_KEY = ['journal'] as const;

export const journalDayQueryKey = (date: string, tz: string) =>
  [...JOURNAL_QUERY_KEY, 'day', date, tz] as const;

/** GET /api/v1/journal/days/{date}/?tz= — the day's plan, state, review, trades and rule breaks (docs/rules/journal.md). */
export function getJournalDay(date: string, tz: string, signal?: AbortSignal): Promise<JournalDay> {
  return apiRequest(`/api/v1/journal/days/${date}/`, journalDaySchema, { query: { tz }, signal });
}

export function useJournalDay(date: string, tz: string) {
  return useQuery(
    queryOptions({
      queryKey: journalDayQueryKey(date, tz),
      queryFn: ({ signal }) => getJournalDay(date, tz, signal),
    }),
  );
}
