import { type BacktestSession, type BacktestSessionInput, backtestSessionSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { backtestKeys } from './query-keys.ts';

/** POST /api/v1/backtests/sessions/ {name, instrument, timeframe, starting_equity, notes}. */
export function createSession(body: BacktestSessionInput): Promise<BacktestSession> {
  return apiRequest('/api/v1/backtests/sessions/', backtestSessionSchema, { method: 'POST', body });
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: (session) => {
      queryClient.setQueryData(backtestKeys.session(session.id), session);
      return queryClient.invalidateQueries({ queryKey: backtestKeys.sessions(), exact: true });
    },
  });
}
