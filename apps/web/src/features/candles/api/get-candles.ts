import { type CandleOut, candlesResponseSchema } from '@carnet/contract';
import type { CandleTimeframe } from '@carnet/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { candleSeriesQueryKey } from './query-keys.ts';

/** One series' candles between two UTC instants (docs/rules/candles.md#candles). */
export type CandlesQuery = { symbol: string; timeframe: CandleTimeframe; from: string; to: string };

/** GET /api/v1/candles/?symbol=&timeframe=&from=&to= — at most 5,000 candles, oldest first. */
export function getCandles(query: CandlesQuery, signal?: AbortSignal): Promise<CandleOut[]> {
  return apiRequest('/api/v1/candles/', candlesResponseSchema, { query, signal });
}

export function useCandles(query: CandlesQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: candleSeriesQueryKey(query ?? {}),
      queryFn: ({ signal }) => (query === null ? [] : getCandles(query, signal)),
      enabled: query !== null,
      // The chart keeps the previous timeframe on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}
