import { type BacktestSession, backtestSessionSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { backtestKeys } from './query-keys.ts';

/** GET /api/v1/backtests/sessions/: the caller's sessions with their metrics. */
export function listSessions(): Promise<BacktestSession[]> {
  return apiRequest('/api/v1/backtests/sessions/', z.array(backtestSessionSchema));
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: backtestKeys.sessions(), queryFn: listSessions });

export function useBacktestSessions() {
  return useQuery(sessionsQueryOptions());
}
