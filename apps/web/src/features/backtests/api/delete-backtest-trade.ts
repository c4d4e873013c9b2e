import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestVoid } from '../../../lib/api-client.ts';
import { invalidateSession } from './query-keys.ts';

/** DELETE /api/v1/backtests/trades/{id}/. */
export function deleteBacktestTrade(tradeId: number): Promise<void> {
  return apiRequestVoid(`/api/v1/backtests/trades/${tradeId}/`, { method: 'DELETE' });
}

export function useDeleteBacktestTrade(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBacktestTrade,
    onSuccess: () => invalidateSession(queryClient, sessionId),
  });
}
