import { Download, RefreshCw, Upload } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { reportActionError } from '../../../lib/report-error.ts';
import { useRecomputeSession } from '../api/recompute-session.ts';
import { useCsvExport } from '../hooks/use-csv-export.ts';

type SessionActionsProps = {
  sessionId: number;
  onImportFile: (file: File) => void;
  isImporting: boolean;
};

/** docs/ui.md: recompute, CSV export (new tab) and CSV import of a session. */
export function SessionActions({ sessionId, onImportFile, isImporting }: SessionActionsProps) {
  const recompute = useRecomputeSession();
  const csvExport = useCsvExport(sessionId);
  const fileInput = useRef<HTMLInputElement>(null);

  const recomputeMetrics = () =>
    recompute.mutate(sessionId, {
      onSuccess: () => toast.success('Métriques recalculées'),
      onError: reportActionError,
    });

  return (
    <>
      <Button onClick={recomputeMetrics} isLoading={recompute.isPending}>
        {!recompute.isPending && <RefreshCw aria-hidden className="size-4" />}
        Recalculer
      </Button>
      <Button onClick={csvExport.openExport} isLoading={csvExport.isPending}>
        {!csvExport.isPending && <Download aria-hidden className="size-4" />}
        Exporter CSV
      </Button>
      <Button onClick={() => fileInput.current?.click()} isLoading={isImporting}>
        {!isImporting && <Upload aria-hidden className="size-4" />}
        Importer CSV
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        aria-label="Fichier CSV à importer"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) imports it again.
          event.target.value = '';
          if (file !== undefined) onImportFile(file);
        }}
      />
    </>
  );
}
