import { type GlobalStrategy, globalStrategySchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { GLOBAL_STRATEGIES_QUERY_KEY } from './list-global-strategies.ts';

export const globalStrategyQueryKey = (id: number) => [...GLOBAL_STRATEGIES_QUERY_KEY, id] as const;

/** GET /api/v1/trading-strategies/{id}/ */
export function getGlobalStrategy(id: number): Promise<GlobalStrategy> {
  return apiRequest(`/api/v1/trading-strategies/${id}/`, globalStrategySchema);
}

export const globalStrategyQueryOptions = (id: number) =>
  queryOptions({ queryKey: globalStrategyQueryKey(id), queryFn: () => getGlobalStrategy(id) });

export function useGlobalStrategy(id: number | null) {
  return useQuery({ ...globalStrategyQueryOptions(id ?? 0), enabled: id !== null });
}
