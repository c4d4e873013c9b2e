import { type BacktestSession, backtestSessionSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { backtestKeys } from './query-keys.ts';

/** POST /api/v1/backtests/sessions/{id}/recompute/: docs/rules/backtests.md — recomputes and returns the session. */
export function recomputeSession(sessionId: number): Promise<BacktestSession> {
  return apiRequest(`/api/v1/backtests/sessions/${sessionId}/recompute/`, backtestSessionSchema, {
    method: 'POST',
  });
}

export function useRecomputeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recomputeSession,
    onSuccess: (session) => {
      queryClient.setQueryData(backtestKeys.session(session.id), session);
      return queryClient.invalidateQueries({ queryKey: backtestKeys.sessions(), exact: true });
    },
  });
}
