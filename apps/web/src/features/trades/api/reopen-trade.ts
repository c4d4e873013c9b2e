import { type Trade, tradeSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterTradeChange } from './invalidate-trades.ts';

/** POST /api/v1/trades/{id}/reopen/ → the trade back to OPEN, its exits removed, its money reversed. */
export function reopenTrade(id: number): Promise<Trade> {
  return apiRequest(`/api/v1/trades/${id}/reopen/`, tradeSchema, { method: 'POST' });
}

/** The reopened trade replaces the cached one; lists, dashboard, tags, history and balances refetch. */
export function useReopenTradeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenTrade,
    onSuccess: (reopened) => refreshAfterTradeChange(queryClient, reopened),
  });
}
