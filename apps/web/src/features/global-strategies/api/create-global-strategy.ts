import { type GlobalStrategy, type GlobalStrategyInput, globalStrategySchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { globalStrategyQueryKey } from './get-global-strategy.ts';
import { GLOBAL_STRATEGIES_QUERY_KEY } from './list-global-strategies.ts';

/** POST /api/v1/trading-strategies/ {name, description, active}. */
export function createGlobalStrategy(body: GlobalStrategyInput): Promise<GlobalStrategy> {
  return apiRequest('/api/v1/trading-strategies/', globalStrategySchema, { method: 'POST', body });
}

export function useCreateGlobalStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGlobalStrategy,
    onSuccess: (created) => {
      queryClient.setQueryData(globalStrategyQueryKey(created.id), created);
      return queryClient.invalidateQueries({ queryKey: GLOBAL_STRATEGIES_QUERY_KEY, exact: true });
    },
  });
}
