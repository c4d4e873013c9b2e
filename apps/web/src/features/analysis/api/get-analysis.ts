import { type Analysis, type analysisQuerySchema, analysisSchema } from '@carnet/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { TRADES_QUERY_KEY } from '../../trades/api/query-keys.ts';

/** The query as sent: the contract's schema after parsing (the account id a number). */
export type AnalysisRequest = z.output<typeof analysisQuerySchema>;

// Under the trades root: a save, a close or a deletion of a trade refreshes the analysis too.
export const analysisQueryKey = (query: AnalysisRequest) => [...TRADES_QUERY_KEY, 'analysis', query] as const;

/** GET /api/v1/trades/analysis/ — one breakdown of the closed trades, with the test of each group (docs/rules/statistics.md). */
export function getAnalysis(query: AnalysisRequest, signal?: AbortSignal): Promise<Analysis> {
  return apiRequest('/api/v1/trades/analysis/', analysisSchema, { query, signal });
}

export function useAnalysis(query: AnalysisRequest) {
  return useQuery(
    queryOptions({
      queryKey: analysisQueryKey(query),
      queryFn: ({ signal }) => getAnalysis(query, signal),
      // The previous tab's table stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}
