import { useMutation } from '@tanstack/react-query';
import { downloadBlob } from '../../../lib/download-blob.ts';
import { reportActionError } from '../../../lib/report-error.ts';
import { exportSessionCsv } from '../api/export-session-csv.ts';
import { showCsvInTab } from '../utils/csv-tab.ts';

/**
 * docs/api.md / docs/rules/backtests.md: the export opens in a new tab, downloaded with the bearer token (fetch → blob). The tab
 * is opened during the click, while it still counts as the user's gesture — a tab opened once the download has
 * finished would be stopped by the pop-up blocker — then filled with the file. A browser hands a text/csv blob
 * URL to its downloads under a random name and leaves the tab blank, so the tab shows the CSV with a download
 * link that keeps the server's file name.
 */
export function useCsvExport(sessionId: number) {
  const download = useMutation({ mutationFn: exportSessionCsv });
  const openExport = () => {
    const tab = window.open('', '_blank');
    download.mutate(sessionId, {
      onSuccess: async ({ blob, fileName }) => {
        const name = fileName ?? `backtest-${sessionId}.csv`;
        // Without a tab (pop-ups blocked), the file is simply downloaded under its name.
        if (tab === null) downloadBlob(blob, name);
        else await showCsvInTab(tab, blob, name);
      },
      onError: (error) => {
        tab?.close();
        reportActionError(error);
      },
    });
  };
  return { openExport, isPending: download.isPending };
}
