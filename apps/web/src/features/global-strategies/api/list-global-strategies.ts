import { type GlobalStrategy, globalStrategySchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const GLOBAL_STRATEGIES_QUERY_KEY = ['global-strategies'] as const;

/** GET /api/v1/trading-strategies/ → the caller's global strategies (a plain array). */
export function listGlobalStrategies(): Promise<GlobalStrategy[]> {
  return apiRequest('/api/v1/trading-strategies/', z.array(globalStrategySchema));
}

export const globalStrategiesQueryOptions = () =>
  queryOptions({ queryKey: GLOBAL_STRATEGIES_QUERY_KEY, queryFn: listGlobalStrategies });

export function useGlobalStrategies() {
  return useQuery(globalStrategiesQueryOptions());
}
