import { type Configuration, type ConfigurationInput, configurationSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { configurationQueryKey } from './get-configuration.ts';
import { CONFIGURATIONS_QUERY_KEY } from './list-configurations.ts';

/** POST /api/v1/strategies/ with the configuration fields (docs/rules/trades.md#fields). */
export function createConfiguration(body: ConfigurationInput): Promise<Configuration> {
  return apiRequest('/api/v1/strategies/', configurationSchema, { method: 'POST', body });
}

export function useCreateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConfiguration,
    onSuccess: (created) => {
      queryClient.setQueryData(configurationQueryKey(created.id), created);
      return queryClient.invalidateQueries({ queryKey: CONFIGURATIONS_QUERY_KEY, exact: true });
    },
  });
}
