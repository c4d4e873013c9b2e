import { type Configuration, configurationSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CONFIGURATIONS_QUERY_KEY } from './list-configurations.ts';

export const configurationQueryKey = (id: number) => [...CONFIGURATIONS_QUERY_KEY, id] as const;

/** GET /api/v1/strategies/{id}/ */
export function getConfiguration(id: number): Promise<Configuration> {
  return apiRequest(`/api/v1/strategies/${id}/`, configurationSchema);
}

export const configurationQueryOptions = (id: number) =>
  queryOptions({ queryKey: configurationQueryKey(id), queryFn: () => getConfiguration(id) });

export function useConfiguration(id: number | null) {
  return useQuery({ ...configurationQueryOptions(id ?? 0), enabled: id !== null });
}
