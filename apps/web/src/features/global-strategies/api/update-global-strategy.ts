import { type GlobalStrategy, type GlobalStrategyInput, globalStrategySchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { globalStrategyQueryKey } from './get-global-strategy.ts';
import { GLOBAL_STRATEGIES_QUERY_KEY } from './list-global-strategies.ts';

/** PUT /api/v1/trading-strategies/{id}/ {name, description, active}. */
export function updateGlobalStrategy({
  id,
  body,
}: {
  id: number;
  body: GlobalStrategyInput;
}): Promise<GlobalStrategy> {
  return apiRequest(`/api/v1/trading-strategies/${id}/`, globalStrategySchema, { method: 'PUT', body });
}

export function useUpdateGlobalStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGlobalStrategy,
    onSuccess: (saved) => {
      queryClient.setQueryData(globalStrategyQueryKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: GLOBAL_STRATEGIES_QUERY_KEY, exact: true });
    },
  });
}
