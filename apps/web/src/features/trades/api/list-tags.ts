import { type TagUsage, tagUsageListSchema } from '@carnet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { TRADES_QUERY_KEY } from './query-keys.ts';

/** GET /api/v1/tags/ — the caller's tags, most used first (docs/rules/trades.md). */
export function listTags(signal?: AbortSignal): Promise<TagUsage[]> {
  return apiRequest('/api/v1/tags/', tagUsageListSchema, { signal });
}

// Under the trades root: a saved or deleted trade changes the counts, and invalidates them with the rest.
export function useTags() {
  return useQuery({ queryKey: [...TRADES_QUERY_KEY, 'tags'], queryFn: ({ signal }) => listTags(signal) });
}
