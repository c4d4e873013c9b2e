import { apiRequestBlob } from '../../../lib/api-client.ts';

/**
 * GET /api/v1/backtests/sessions/{id}/export_csv/. DESIGN §6.5: the file needs the bearer token, so it is
 * fetched (never linked) and handed to the browser as a blob.
 */
export function exportSessionCsv(sessionId: number): Promise<Blob> {
  return apiRequestBlob(`/api/v1/backtests/sessions/${sessionId}/export_csv/`);
}
