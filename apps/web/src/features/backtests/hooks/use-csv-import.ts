import { CSV_IMPORT_MAX_BYTES, type CsvImportResult } from '@carnet/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { mapError } from '../../../lib/error-mapper.ts';
import { useImportSessionCsv } from '../api/import-session-csv.ts';
import { tradesImported } from '../utils/backtest-format.ts';

export const CSV_TOO_LARGE_MESSAGE = 'Fichier trop volumineux : 5 Mo au maximum.';

/**
 * Sends the chosen file; a clean import is a success toast, an import with rejected lines keeps its report
 * (docs/ui.md#errors: « Import terminé avec erreurs (N lignes) ») until the trader dismisses it or imports again.
 */
export function useCsvImport(sessionId: number) {
  const upload = useImportSessionCsv(sessionId);
  const [report, setReport] = useState<CsvImportResult | null>(null);

  const importFile = (file: File) => {
    setReport(null);
    // docs/rules/backtests.md caps the file at 5 MB: say so at once rather than send it to be refused.
    if (file.size > CSV_IMPORT_MAX_BYTES) {
      toast.error(CSV_TOO_LARGE_MESSAGE);
      return;
    }
    upload.mutate(
      { sessionId, file },
      {
        onSuccess: (result) => {
          if (result.errors.length > 0) setReport(result);
          else toast.success(`Import terminé : ${tradesImported(result.imported)}`);
        },
        onError: (error) => {
          const { message, fieldErrors } = mapError(error);
          toast.error(fieldErrors.file ?? message);
        },
      },
    );
  };

  return { importFile, isPending: upload.isPending, report, dismissReport: () => setReport(null) };
}
