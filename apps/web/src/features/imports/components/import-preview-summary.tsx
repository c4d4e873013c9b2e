import type { ImportPreview } from '@carnet/contract';
import { clsx } from 'clsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { MONEY_TONE_CLASSES, moneySign } from '../utils/money-sign.ts';

type ImportPreviewSummaryProps = { preview: ImportPreview; currency: string };

/** What the file holds: the platform recognised, how many trades, the duplicates, the totals and bad lines. */
export function ImportPreviewSummary({ preview, currency }: ImportPreviewSummaryProps) {
  const { totals } = preview;
  const figures = [
    { label: 'Opérations lues', value: formatNumber(preview.count, 0) },
    { label: 'Doublons', value: formatNumber(preview.duplicates, 0) },
    { label: 'Brut', value: formatMoney(totals.gross_pnl, currency) },
    { label: 'Frais', value: formatMoney(totals.fees, currency) },
    { label: 'Swap', value: formatMoney(totals.swap, currency) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
        Plateforme reconnue : <Badge tone="accent">{preview.platform_label}</Badge>
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(({ label, value }) => (
          <div key={label} className="rounded-md border border-border bg-surface-2/40 px-3 py-2">
            <dt className="text-xs text-fg-subtle">{label}</dt>
            <dd className="num text-sm font-semibold text-fg">{value}</dd>
          </div>
        ))}
        <div className="rounded-md border border-border bg-surface-2/40 px-3 py-2">
          <dt className="text-xs text-fg-subtle">Net</dt>
          <dd className={clsx('num text-sm font-semibold', MONEY_TONE_CLASSES[moneySign(totals.net_pnl)])}>
            {formatMoney(totals.net_pnl, currency)}
          </dd>
        </div>
      </dl>
      {preview.errors.length > 0 && (
        <section
          aria-labelledby="import-line-errors"
          className="rounded-md border border-warn/40 bg-warn-soft p-3"
        >
          <h3 id="import-line-errors" className="text-sm font-semibold text-warn">
            {preview.errors.length === 1
              ? '1 ligne non importée'
              : `${preview.errors.length} lignes non importées`}
          </h3>
          <ul className="mt-2 flex max-h-48 flex-col gap-1 overflow-y-auto text-sm text-fg">
            {preview.errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>
                <span className="num font-medium">Ligne {error.line}</span> : {error.message}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
