import type { ImportBatch } from '@carnet/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { RECONCILIATION_TITLE, ReconciliationBadge, ReconciliationPanel } from './reconciliation-panel.tsx';

type KeptReconciliationProps = { batch: ImportBatch; currency: string };

/**
 * The reconciliation an import kept (docs/rules/imports.md#reconciliation): its verdict, opening the checks in a
 * dialog; nothing for an import made before Carnet kept it.
 */
export function KeptReconciliation({ batch, currency }: KeptReconciliationProps) {
  const { reconciliation } = batch;
  if (reconciliation === null) {
    return (
      <span className="text-fg-subtle" title="Import antérieur au rapprochement">
        —<span className="sr-only">Non conservé</span>
      </span>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          <span className="sr-only">{`${RECONCILIATION_TITLE} de ${batch.file_name} : `}</span>
          <ReconciliationBadge ok={reconciliation.ok} />
        </Button>
      </DialogTrigger>
      <DialogContent title={`${RECONCILIATION_TITLE} — ${batch.file_name}`}>
        <ReconciliationPanel reconciliation={reconciliation} currency={currency} />
      </DialogContent>
    </Dialog>
  );
}
