import { apiRequestFile, type DownloadedFile } from '../../../lib/api-client.ts';

/**
 * GET /api/v1/backtests/sessions/{id}/export_csv/. docs/rules/backtests.md: the file needs the bearer token, so it is
 * fetched (never linked) and handed to the browser as a blob, with the name the server gives it.
 */
export function exportSessionCsv(sessionId: number): Promise<DownloadedFile> {
  return apiRequestFile(`/api/v1/backtests/sessions/${sessionId}/export_csv/`);
}
