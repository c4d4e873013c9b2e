/** Every candles query lives under ['candles']: an import or a deletion invalidates the coverage and the series. */
export const CANDLES_QUERY_KEY = ['candles'] as const;

export const candleCoverageQueryKey = [...CANDLES_QUERY_KEY, 'coverage'] as const;
export const candleSeriesQueryKey = (query: object) => [...CANDLES_QUERY_KEY, 'series', query] as const;
