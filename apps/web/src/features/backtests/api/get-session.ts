import { type BacktestSession, backtestSessionSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { backtestKeys } from './query-keys.ts';

/** GET /api/v1/backtests/sessions/{id}/: the session with `trades_count` and `metrics`. */
export function getSession(id: number): Promise<BacktestSession> {
  return apiRequest(`/api/v1/backtests/sessions/${id}/`, backtestSessionSchema);
}

export const sessionQueryOptions = (id: number) =>
  queryOptions({ queryKey: backtestKeys.session(id), queryFn: () => getSession(id) });

export function useBacktestSession(id: number | null) {
  // A malformed id in the URL never reaches the server: the page says « Session introuvable ».
  return useQuery({ ...sessionQueryOptions(id ?? 0), enabled: id !== null });
}
