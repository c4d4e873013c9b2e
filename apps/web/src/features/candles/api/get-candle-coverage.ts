import { type CandleCoverage, candleCoverageResponseSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { candleCoverageQueryKey } from './query-keys.ts';

/** GET /api/v1/candles/coverage/ — every stored series: symbol, timeframe, first and last candle, count. */
export function getCandleCoverage(signal?: AbortSignal): Promise<CandleCoverage[]> {
  return apiRequest('/api/v1/candles/coverage/', candleCoverageResponseSchema, { signal });
}

export const candleCoverageQueryOptions = () =>
  queryOptions({ queryKey: candleCoverageQueryKey, queryFn: ({ signal }) => getCandleCoverage(signal) });

export function useCandleCoverage() {
  return useQuery(candleCoverageQueryOptions());
}
