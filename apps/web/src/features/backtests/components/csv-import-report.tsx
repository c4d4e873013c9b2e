import type { CsvImportResult } from '@carnet/contract';
import { TriangleAlert, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { tradesImported } from '../utils/backtest-format.ts';

const COLUMN_LABELS: Record<string, string> = {
  entry_time: 'Date d’entrée',
  side: 'Sens',
  instrument: 'Instrument',
  timeframe: 'Unité de temps',
  strategy_tag: 'Tag de stratégie',
  entry_price: 'Prix d’entrée',
  qty: 'Quantité',
  stop_loss: 'Stop loss',
  notes: 'Notes',
  take_profits: 'Take profits',
  profit: 'Profit',
  file: 'Fichier',
};

/** A CSV column as the trader reads it: « tp2_qty » → « Quantité TP2 »; line-level messages get no label. */
export function columnLabel(column: string): string | null {
  if (column === 'non_field_errors') return null;
  const takeProfit = /^tp(\d+)_(price|qty)$/.exec(column);
  if (takeProfit !== null) return `${takeProfit[2] === 'price' ? 'Prix' : 'Quantité'} TP${takeProfit[1]}`;
  return COLUMN_LABELS[column] ?? column;
}

/** docs/ui.md#errors: « Import terminé avec erreurs (N lignes) » (a single line is « 1 ligne »). */
export function importErrorsSummary(lineCount: number): string {
  return `Import terminé avec erreurs (${lineCount} ${lineCount === 1 ? 'ligne' : 'lignes'})`;
}

type CsvImportReportProps = { result: CsvImportResult; onDismiss: () => void };

/** The rejected lines of an import, each with its number and French messages; the valid rows were kept. */
export function CsvImportReport({ result, onDismiss }: CsvImportReportProps) {
  const summary = importErrorsSummary(result.errors.length);
  return (
    <section
      aria-label={summary}
      className="rounded-lg border border-warn/40 bg-warn-soft/60 px-4 py-3 text-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div role="alert" className="flex items-start gap-2.5">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warn" />
          <div className="flex flex-col gap-0.5">
            <p className="font-semibold text-fg">{summary}</p>
            <p className="text-xs text-fg-muted">
              {tradesImported(result.imported)} ; les lignes ci-dessous ont été ignorées.
            </p>
          </div>
        </div>
        <Button variant="ghost" size="icon" aria-label="Fermer le rapport d’import" onClick={onDismiss}>
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      <ol className="mt-2 flex max-h-64 flex-col divide-y divide-border overflow-y-auto pl-6.5">
        {result.errors.map((lineError) => (
          <li key={lineError.line} className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:gap-3">
            <span className="num w-20 shrink-0 font-medium text-fg">Ligne {lineError.line}</span>
            <ul className="flex flex-col gap-0.5 text-fg-muted">
              {Object.entries(lineError.errors).map(([column, messages]) => (
                <li key={column}>
                  {columnLabel(column) !== null && (
                    <span className="font-medium text-fg">{columnLabel(column)} : </span>
                  )}
                  {messages.join(' ')}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
