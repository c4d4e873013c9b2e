import type { ImportBatch } from '@carnet/contract';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

type ImportSuccessProps = { batch: ImportBatch; currency: string; onAnother: () => void };

/** What the import created, and where to see it. */
export function ImportSuccess({ batch, currency, onAnother }: ImportSuccessProps) {
  const title = useRef<HTMLParagraphElement>(null);
  // The confirm button is gone: focus moves to what happened, so keyboard and screen-reader users land on it.
  useEffect(() => title.current?.focus(), []);
  const imported =
    batch.imported === 1 ? '1 opération importée' : `${formatNumber(batch.imported, 0)} opérations importées`;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-gain/40 bg-gain-soft p-4">
      <p
        ref={title}
        tabIndex={-1}
        className="flex items-center gap-2 text-sm font-semibold text-gain outline-none"
      >
        <CircleCheck aria-hidden className="size-4" />
        {imported} depuis « {batch.file_name} »
      </p>
      <p className="text-sm text-fg">
        {formatNumber(batch.duplicates, 0)} doublon(s) ignoré(s), {formatNumber(batch.errors.length, 0)}{' '}
        ligne(s) en erreur. Net :{' '}
        <span className="num font-semibold">{formatMoney(batch.totals.net_pnl, currency)}</span>
      </p>
      {batch.reconciliation?.ok === false && (
        <p className="text-sm text-fg">
          Importé avec les écarts acceptés : le rapprochement avec le fichier reste consultable dans
          l’historique.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Link to={paths.trades.list} className={buttonStyles('primary')}>
          Voir les opérations
        </Link>
        <button type="button" className={buttonStyles('secondary')} onClick={onAnother}>
          Importer un autre fichier
        </button>
      </div>
    </div>
  );
}
