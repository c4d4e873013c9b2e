import { journalTemplateListSchema } from '@carnet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { JOURNAL_QUERY_KEY } from './get-journal-day.ts';

/** GET /api/v1/journal/templates/ — the trader's plan and review templates (docs/rules/journal.md#templates). */
export function useJournalTemplates() {
  return useQuery({
    queryKey: [...JOURNAL_QUERY_KEY, 'templates'],
    queryFn: ({ signal }) => apiRequest('/api/v1/journal/templates/', journalTemplateListSchema, { signal }),
  });
}
