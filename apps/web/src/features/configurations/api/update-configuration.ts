import { type Configuration, type ConfigurationInput, configurationSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { configurationQueryKey } from './get-configuration.ts';
import { CONFIGURATIONS_QUERY_KEY } from './list-configurations.ts';

/** PUT /api/v1/strategies/{id}/ with every configuration field. */
export function updateConfiguration({
  id,
  body,
}: {
  id: number;
  body: ConfigurationInput;
}): Promise<Configuration> {
  return apiRequest(`/api/v1/strategies/${id}/`, configurationSchema, { method: 'PUT', body });
}

export function useUpdateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConfiguration,
    onSuccess: (saved) => {
      queryClient.setQueryData(configurationQueryKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: CONFIGURATIONS_QUERY_KEY, exact: true });
    },
  });
}
