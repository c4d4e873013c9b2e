import { type JournalDay, type JournalDayInput, journalDaySchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { JOURNAL_QUERY_KEY, journalDayQueryKey } from './get-journal-day.ts';

type DayWrite = { date: string; tz: string; body: JournalDayInput };

/** PUT /api/v1/journal/days/{date}/?tz= with the sections that changed (docs/rules/journal.md). */
export function updateJournalDay({ date, tz, body }: DayWrite): Promise<JournalDay> {
  return apiRequest(`/api/v1/journal/days/${date}/`, journalDaySchema, {
    method: 'PUT',
    query: { tz },
    body,
  });
}

export function useUpdateJournalDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJournalDay,
    onSuccess: (saved, { tz }) => {
      queryClient.setQueryData(journalDayQueryKey(saved.date, tz), saved);
      return queryClient.invalidateQueries({ queryKey: [...JOURNAL_QUERY_KEY, 'days'] });
    },
  });
}
