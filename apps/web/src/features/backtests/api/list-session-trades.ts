import { type BacktestTrade, backtestTradeSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { backtestKeys } from './query-keys.ts';

/** GET /api/v1/backtests/sessions/{id}/trades/: the session's trades with their pnl and R. */
export function listSessionTrades(sessionId: number): Promise<BacktestTrade[]> {
  return apiRequest(`/api/v1/backtests/sessions/${sessionId}/trades/`, z.array(backtestTradeSchema));
}

export const sessionTradesQueryOptions = (sessionId: number) =>
  queryOptions({
    queryKey: backtestKeys.sessionTrades(sessionId),
    queryFn: () => listSessionTrades(sessionId),
  });

export function useSessionTrades(sessionId: number) {
  return useQuery(sessionTradesQueryOptions(sessionId));
}
