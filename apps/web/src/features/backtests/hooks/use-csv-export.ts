import { useMutation } from '@tanstack/react-query';
import { reportActionError } from '../../../lib/report-error.ts';
import { exportSessionCsv } from '../api/export-session-csv.ts';

// Long enough for the new tab to read the file; the URL is then released.
const BLOB_URL_LIFETIME_MS = 60_000;

/**
 * SPEC §7 / DESIGN §6.5: the export opens in a new tab, downloaded with the bearer token (fetch → blob). The tab
 * is opened during the click, while it still counts as the user's gesture — a tab opened once the download has
 * finished would be stopped by the pop-up blocker — then pointed at the file.
 */
export function useCsvExport(sessionId: number) {
  const download = useMutation({ mutationFn: exportSessionCsv });
  const openExport = () => {
    const tab = window.open('', '_blank');
    download.mutate(sessionId, {
      onSuccess: (blob) => {
        const url = URL.createObjectURL(blob);
        if (tab === null) window.location.assign(url);
        else tab.location.href = url;
        window.setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
      },
      onError: (error) => {
        tab?.close();
        reportActionError(error);
      },
    });
  };
  return { openExport, isPending: download.isPending };
}
