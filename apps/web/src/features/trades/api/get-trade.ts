import { excursionsSchema, type Trade, tradeSchema } from '@carnet/contract';
import type { Excursions } from '@carnet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tradeQueryKey } from './query-keys.ts';

/**
 * The trade page's answer: the trade, and its excursions (docs/rules/candles.md#excursions) read as optional, so the
 * page works with a server that does not send them yet (absent and null both mean « none »).
 */
export type TradeDetail = Trade & { excursions?: Excursions | null | undefined };

const tradeDetailSchema = tradeSchema.extend({ excursions: excursionsSchema.nullish() });

/** GET /api/v1/trades/{id}/ — the trade with its take profits, checklist, compliance, screenshots and excursions. */
export function getTrade(id: number, signal?: AbortSignal): Promise<TradeDetail> {
  return apiRequest(`/api/v1/trades/${id}/`, tradeDetailSchema, { signal });
}

export const tradeQueryOptions = (id: number) =>
  queryOptions({ queryKey: tradeQueryKey(id), queryFn: ({ signal }) => getTrade(id, signal) });

export function useTrade(id: number | null) {
  return useQuery({ ...tradeQueryOptions(id ?? 0), enabled: id !== null });
}
