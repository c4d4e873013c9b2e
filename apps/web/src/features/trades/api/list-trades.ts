import {
  type TradeListFilterParams,
  type TradeListItem,
  type TradeOrdering,
  tradeListItemSchema,
  tradePageSchema,
} from '@carnet/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { tradeListQueryKey } from './query-keys.ts';

/**
 * Query of GET /api/v1/trades/: a page, an optional entry-date range (UTC ISO instants), tag (docs/rules/trades.md) and
 * the column filters (close instants, account, status, grade…), as text, and the sort.
 */
export type TradeListQuery = TradeListFilterParams & {
  page: number;
  entry_date__gte?: string;
  entry_date__lte?: string;
  tag?: string;
  ordering?: TradeOrdering;
};

/** One page of rows; `count` is the total across pages, unknown when the answer is a plain list. */
export type TradeListPage = { rows: TradeListItem[]; count: number | null };

// docs/api.md: the answer is either a plain list or an object with results and count.
const listAnswerSchema = z.union([tradePageSchema, z.array(tradeListItemSchema)]);

/** GET /api/v1/trades/ — 10 per page, newest entry first unless sorted. A page past the end (404) is an empty page. */
export async function listTrades(query: TradeListQuery, signal?: AbortSignal): Promise<TradeListPage> {
  try {
    const answer = await apiRequest('/api/v1/trades/', listAnswerSchema, { query, signal });
    return Array.isArray(answer)
      ? { rows: answer, count: null }
      : { rows: answer.results, count: answer.count };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && query.page > 1) return { rows: [], count: null };
    throw error;
  }
}

export const tradeListQueryOptions = (query: TradeListQuery) =>
  queryOptions({
    queryKey: tradeListQueryKey(query),
    queryFn: ({ signal }) => listTrades(query, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useTradeList(query: TradeListQuery) {
  return useQuery(tradeListQueryOptions(query));
}
