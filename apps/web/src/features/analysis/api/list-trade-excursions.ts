import {
  analysisTradeFilters,
  excursionsSchema,
  TRADES_PAGE_SIZE,
  tradeListItemSchema,
} from '@carnet/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { TRADES_QUERY_KEY } from '../../trades/api/query-keys.ts';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';

/** The pages read at most: the newest entries first, 500 trades. */
export const EXCURSION_PAGES_MAX = 50;

/**
 * A closed trade's outcome and excursions. `excursions` is read as optional: a server whose list does not send it
 * yet gives no point rather than an error (docs/rules/candles.md#excursions).
 */
const excursionRowSchema = tradeListItemSchema
  .pick({ id: true, asset_name: true, outcome: true, realized_rr: true })
  .extend({ excursions: excursionsSchema.nullish() });
export type ExcursionRow = z.infer<typeof excursionRowSchema>;

const pageSchema = z.union([
  z.object({ count: z.number().int(), results: z.array(excursionRowSchema) }),
  z.array(excursionRowSchema),
]);

export type TradeExcursions = { rows: ExcursionRow[]; isComplete: boolean };

/** The analysis' closed trades (its filters, as the trade list reads them), page by page, newest entry first. */
export async function listTradeExcursions(
  filters: AnalysisFilters,
  signal?: AbortSignal,
): Promise<TradeExcursions> {
  const rows: ExcursionRow[] = [];
  for (let page = 1; page <= EXCURSION_PAGES_MAX; page += 1) {
    const query = { page, ...analysisTradeFilters(filters) };
    const answer = await apiRequest('/api/v1/trades/', pageSchema, { query, signal });
    const results = Array.isArray(answer) ? answer : answer.results;
    rows.push(...results);
    const isLast = Array.isArray(answer) || results.length < TRADES_PAGE_SIZE || rows.length >= answer.count;
    if (isLast) return { rows, isComplete: true };
  }
  return { rows, isComplete: false };
}

export function useTradeExcursions(filters: AnalysisFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...TRADES_QUERY_KEY, 'excursions', filters] as const,
      queryFn: ({ signal }) => listTradeExcursions(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
