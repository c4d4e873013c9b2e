import { type TradeHistoryEntry, tradeHistorySchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tradeQueryKey } from './query-keys.ts';

/** GET /api/v1/trades/{id}/history/ — every change to the trade, newest first (docs/rules/trades.md). */
export function getTradeHistory(id: number, signal?: AbortSignal): Promise<TradeHistoryEntry[]> {
  return apiRequest(`/api/v1/trades/${id}/history/`, tradeHistorySchema, { signal });
}

// Under the trade's key: every change to the trade (which appends an entry) marks it stale with the rest.
export const tradeHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...tradeQueryKey(id), 'history'],
    queryFn: ({ signal }) => getTradeHistory(id, signal),
  });

export function useTradeHistory(id: number) {
  return useQuery(tradeHistoryQueryOptions(id));
}
