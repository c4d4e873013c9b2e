import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestVoid } from '../../../lib/api-client.ts';
import { refreshAfterTradeChange } from './invalidate-trades.ts';
import { tradeQueryKey } from './query-keys.ts';

/** DELETE /api/v1/trades/{id}/ — the server reverses what a close added to the account (docs/rules/trades.md). */
export function deleteTrade(id: number): Promise<void> {
  return apiRequestVoid(`/api/v1/trades/${id}/`, { method: 'DELETE' });
}

export function useDeleteTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrade,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: tradeQueryKey(id) });
      return refreshAfterTradeChange(queryClient, null);
    },
  });
}
