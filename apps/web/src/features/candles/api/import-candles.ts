import { type CandleImportResult, candleImportResultSchema } from '@carnet/contract';
import type { CandleTimeframe } from '@carnet/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { TRADES_QUERY_KEY } from '../../trades/api/query-keys.ts';
import { CANDLES_QUERY_KEY } from './query-keys.ts';

/** What the trader chose for a candle file (docs/rules/candles.md#candles); no timeframe: found from the spacing. */
export type CandleImportChoices = {
  file: File;
  symbol: string;
  timezone: string;
  timeframe: CandleTimeframe | '';
};

/** The multipart body of `POST /api/v1/candles/import/`. */
export function candleImportFormData({ file, symbol, timezone, timeframe }: CandleImportChoices): FormData {
  const body = new FormData();
  body.append('symbol', symbol.trim());
  body.append('timezone', timezone);
  if (timeframe !== '') body.append('timeframe', timeframe);
  body.append('file', file);
  return body;
}

/** POST /api/v1/candles/import/ → 201 the stored series, how many candles, how many replaced, the line errors. */
export function importCandles(
  choices: CandleImportChoices,
  idempotencyKey?: string,
): Promise<CandleImportResult> {
  return apiRequest('/api/v1/candles/import/', candleImportResultSchema, {
    method: 'POST',
    body: candleImportFormData(choices),
    idempotencyKey,
  });
}

/**
 * After candles changed: the coverage and the series, and the trades, whose excursions are recomputed from them
 * (docs/rules/candles.md#excursions).
 */
export function refreshAfterCandleChange(queryClient: ReturnType<typeof useQueryClient>): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CANDLES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: TRADES_QUERY_KEY }),
  ]);
}

export function useImportCandles() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (choices: CandleImportChoices) => importCandles(choices, submission.current()),
    onSuccess: () => {
      submission.renew();
      return refreshAfterCandleChange(queryClient);
    },
  });
}
