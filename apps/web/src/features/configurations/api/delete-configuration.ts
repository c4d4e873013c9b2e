import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestVoid } from '../../../lib/api-client.ts';
import { configurationQueryKey } from './get-configuration.ts';
import { CONFIGURATIONS_QUERY_KEY } from './list-configurations.ts';

/** DELETE /api/v1/strategies/{id}/ — its trades keep their history (docs/rules/compliance.md#configurations). */
export function deleteConfiguration(id: number): Promise<void> {
  return apiRequestVoid(`/api/v1/strategies/${id}/`, { method: 'DELETE' });
}

export function useDeleteConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConfiguration,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: configurationQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: CONFIGURATIONS_QUERY_KEY, exact: true });
    },
  });
}
