import type { CandleTimeframe } from '@carnet/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestVoid } from '../../../lib/api-client.ts';
import { refreshAfterCandleChange } from './import-candles.ts';

export type CandleSeriesKey = { symbol: string; timeframe: CandleTimeframe };

/** DELETE /api/v1/candles/?symbol=&timeframe= — removes one stored series. */
export function deleteCandles(series: CandleSeriesKey): Promise<void> {
  return apiRequestVoid('/api/v1/candles/', { method: 'DELETE', query: series });
}

export function useDeleteCandles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCandles,
    onSuccess: () => refreshAfterCandleChange(queryClient),
  });
}
