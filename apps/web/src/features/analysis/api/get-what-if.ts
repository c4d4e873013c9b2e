import { type WhatIfResponse, whatIfResponseSchema } from '@carnet/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { TRADES_QUERY_KEY } from '../../trades/api/query-keys.ts';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';

/** The scenarios over the analysis' trades; Carnet's horizon (5 days) unless one is given. */
export type WhatIfQuery = AnalysisFilters & { horizon_days?: number };

/**
 * GET /api/v1/trades/what-if/ — what the same entries would have given with other exits (docs/rules/candles.md#what-if).
 * Under the trades' key: a trade saved or candles imported make it stale.
 */
export function getWhatIf(query: WhatIfQuery, signal?: AbortSignal): Promise<WhatIfResponse> {
  return apiRequest('/api/v1/trades/what-if/', whatIfResponseSchema, { query, signal });
}

export function useWhatIf(query: WhatIfQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...TRADES_QUERY_KEY, 'what-if', query] as const,
      queryFn: ({ signal }) => getWhatIf(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
