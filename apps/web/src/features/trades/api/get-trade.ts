import { type Trade, tradeSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tradeQueryKey } from './query-keys.ts';

/** GET /api/v1/trades/{id}/ — the trade with its take profits, checklist, compliance, screenshots and excursions. */
export function getTrade(id: number, signal?: AbortSignal): Promise<Trade> {
  return apiRequest(`/api/v1/trades/${id}/`, tradeSchema, { signal });
}

export const tradeQueryOptions = (id: number) =>
  queryOptions({ queryKey: tradeQueryKey(id), queryFn: ({ signal }) => getTrade(id, signal) });

export function useTrade(id: number | null) {
  return useQuery({ ...tradeQueryOptions(id ?? 0), enabled: id !== null });
}
