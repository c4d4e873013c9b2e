import { type CsvImportResult, csvImportResultSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userTimeZone } from '../../../lib/format.ts';
import { invalidateSession } from './query-keys.ts';

/** POST /api/v1/backtests/sessions/{id}/import_csv/?tz=…, multipart field `file` → {imported, errors}. */
export function importSessionCsv({
  sessionId,
  file,
}: {
  sessionId: number;
  file: File;
}): Promise<CsvImportResult> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(`/api/v1/backtests/sessions/${sessionId}/import_csv/`, csvImportResultSchema, {
    method: 'POST',
    body,
    // Times written without a zone (TradingView's list of trades) are read on the trader's clock.
    query: { tz: userTimeZone() },
  });
}

export function useImportSessionCsv(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSessionCsv,
    // Valid rows are kept even when others are rejected: the session changed either way.
    onSettled: () => invalidateSession(queryClient, sessionId),
  });
}
