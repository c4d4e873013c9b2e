import { type TradePage, tradePageSchema } from '@carnet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { TRADES_QUERY_KEY } from './query-keys.ts';

/** GET /api/v1/trades/search/?q= — the caller's trades whose symbol or a tag contains `q` (docs/api.md#search). */
export function searchTrades(q: string, signal?: AbortSignal): Promise<TradePage> {
  return apiRequest('/api/v1/trades/search/', tradePageSchema, { query: { q }, signal });
}

/** The first page of matches; nothing is asked while `enabled` is false (signed out, too short a text). */
export function useTradeSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...TRADES_QUERY_KEY, 'search', q],
    queryFn: ({ signal }) => searchTrades(q, signal),
    enabled,
    // The previous matches stay while the next ones load, so the list does not flicker as the trader types.
    placeholderData: keepPreviousData,
  });
}
