import { type Heatmap, type heatmapQuerySchema, heatmapSchema } from '@carnet/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { TRADES_QUERY_KEY } from '../../trades/api/query-keys.ts';

/** The query as sent: the contract's schema after parsing (the account id a number). */
export type HeatmapRequest = z.output<typeof heatmapQuerySchema>;

export const heatmapQueryKey = (query: HeatmapRequest) => [...TRADES_QUERY_KEY, 'heatmap', query] as const;

/** GET /api/v1/trades/heatmap/ — closed trades by weekday × entry hour (docs/rules/statistics.md). */
export function getHeatmap(query: HeatmapRequest, signal?: AbortSignal): Promise<Heatmap> {
  return apiRequest('/api/v1/trades/heatmap/', heatmapSchema, { query, signal });
}

export function useHeatmap(query: HeatmapRequest) {
  return useQuery(
    queryOptions({
      queryKey: heatmapQueryKey(query),
      queryFn: ({ signal }) => getHeatmap(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
