import { type Configuration, configurationSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const CONFIGURATIONS_QUERY_KEY = ['configurations'] as const;

/** GET /api/v1/strategies/ → the caller's configurations (setups), a plain array. */
export function listConfigurations(): Promise<Configuration[]> {
  return apiRequest('/api/v1/strategies/', z.array(configurationSchema));
}

export const configurationsQueryOptions = () =>
  queryOptions({ queryKey: CONFIGURATIONS_QUERY_KEY, queryFn: listConfigurations });

export function useConfigurations() {
  return useQuery(configurationsQueryOptions());
}
