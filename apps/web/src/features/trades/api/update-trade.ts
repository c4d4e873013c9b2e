import { type Trade, type TradeUpdate, tradeSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterTradeChange } from './invalidate-trades.ts';

/** PUT /api/v1/trades/{id}/ — the form's fields under the sending rules of docs/rules/trades.md#validation. */
export function updateTrade({ id, body }: { id: number; body: TradeUpdate }): Promise<Trade> {
  return apiRequest(`/api/v1/trades/${id}/`, tradeSchema, { method: 'PUT', body });
}

export function useUpdateTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrade,
    onSuccess: (saved) => refreshAfterTradeChange(queryClient, saved),
  });
}
