import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { type ExportKind, useDownloadExport } from '../api/download-export.ts';

const EXPORT_BUTTONS: readonly { kind: ExportKind; label: string; hint: string }[] = [
  {
    kind: 'trades',
    label: 'Exporter les trades (CSV)',
    hint: 'Une ligne par trade, réimportable telle quelle dans un compte vide.',
  },
  {
    kind: 'journal',
    label: 'Exporter tout le journal (ZIP)',
    hint: 'Tout ce que vous possédez en JSON, avec les captures d’écran.',
  },
];

/** The two exports of docs/rules/imports.md, beside the import that reads the first one back. */
export function ExportActions() {
  const download = useDownloadExport();
  return (
    <ul className="flex flex-col gap-3 sm:flex-row sm:gap-6">
      {EXPORT_BUTTONS.map(({ kind, label, hint }) => {
        const busy = download.isPending && download.variables === kind;
        return (
          <li key={kind} className="flex flex-col items-start gap-1 sm:flex-1">
            <Button
              onClick={() => download.mutate(kind)}
              disabled={download.isPending}
              isLoading={busy}
              loadingText="Export en cours…"
              aria-describedby={`export-${kind}-hint`}
            >
              <Download aria-hidden="true" className="size-4" />
              {label}
            </Button>
            <p id={`export-${kind}-hint`} className="text-xs text-fg-muted">
              {hint}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
