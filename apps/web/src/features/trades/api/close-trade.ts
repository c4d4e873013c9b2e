import { type CloseTrade, type Trade, tradeSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterTradeChange } from './invalidate-trades.ts';

/** POST /api/v1/trades/{id}/close_trade/ → the closed trade (status, outcome, realized_rr, close_date…). */
export function closeTrade({ id, body }: { id: number; body: CloseTrade }): Promise<Trade> {
  return apiRequest(`/api/v1/trades/${id}/close_trade/`, tradeSchema, { method: 'POST', body });
}

export function useCloseTradeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTrade,
    onSuccess: (closed) => refreshAfterTradeChange(queryClient, closed),
  });
}
