import { type Trade, type TradeCreate, tradeSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterTradeChange } from './invalidate-trades.ts';

/** POST /api/v1/trades/ (SPEC §7). */
export function createTrade(body: TradeCreate): Promise<Trade> {
  return apiRequest('/api/v1/trades/', tradeSchema, { method: 'POST', body });
}

export function useCreateTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrade,
    onSuccess: (created) => refreshAfterTradeChange(queryClient, created),
  });
}
