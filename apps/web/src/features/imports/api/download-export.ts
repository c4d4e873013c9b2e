import { useMutation } from '@tanstack/react-query';
import { apiRequestFile } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-blob.ts';
import { reportActionError } from '../../../lib/report-error.ts';

/** docs/rules/imports.md « Export »: the trades as CSV (re-importable), or everything the user owns as a zip. */
export const EXPORTS = {
  trades: { path: '/api/v1/exports/trades.csv', fallbackName: 'carnet-trades.csv' },
  journal: { path: '/api/v1/exports/journal.zip', fallbackName: 'carnet-journal.zip' },
} as const;

export type ExportKind = keyof typeof EXPORTS;

/** Fetched with the bearer token, then handed to the browser's downloads under the server's file name. */
async function downloadExport(kind: ExportKind): Promise<void> {
  const { path, fallbackName } = EXPORTS[kind];
  const { blob, fileName } = await apiRequestFile(path);
  downloadBlob(blob, fileName ?? fallbackName);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport, onError: reportActionError });
}
