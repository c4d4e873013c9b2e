import { type Summary, type summaryQuerySchema, summarySchema } from '@carnet/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { TRADES_QUERY_KEY } from '../../trades/api/query-keys.ts';

/** The query as sent: the contract's schema after parsing (the account id a number). */
export type SummaryRequest = z.output<typeof summaryQuerySchema>;

export const summaryQueryKey = (query: SummaryRequest) => [...TRADES_QUERY_KEY, 'summary', query] as const;

/** GET /api/v1/trades/summary/ — the figures of the cards of « Analyse » (docs/rules/statistics.md). */
export function getSummary(query: SummaryRequest, signal?: AbortSignal): Promise<Summary> {
  return apiRequest('/api/v1/trades/summary/', summarySchema, { query, signal });
}

export function useSummary(query: SummaryRequest) {
  return useQuery(
    queryOptions({
      queryKey: summaryQueryKey(query),
      queryFn: ({ signal }) => getSummary(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
