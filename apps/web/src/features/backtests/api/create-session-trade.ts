import { type BacktestTrade, type BacktestTradeInput, backtestTradeSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateSession } from './query-keys.ts';

export type NewSessionTrade = BacktestTradeInput & { session: number };

/** POST /api/v1/backtests/sessions/{id}/trades/ (docs/api.md: the body carries `session` and `take_profits`). */
export function createSessionTrade(body: NewSessionTrade): Promise<BacktestTrade> {
  return apiRequest(`/api/v1/backtests/sessions/${body.session}/trades/`, backtestTradeSchema, {
    method: 'POST',
    body,
  });
}

export function useCreateSessionTrade(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSessionTrade,
    // The server keeps the metrics up to date on every change: the session and the list are refetched.
    onSuccess: () => invalidateSession(queryClient, sessionId),
  });
}
