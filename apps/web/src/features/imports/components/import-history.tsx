import { type CapitalAccount, DEFAULT_CURRENCY, type ImportBatch } from '@carnet/contract';
import { clsx } from 'clsx';
import { History } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ListState } from '../../../components/list-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { RowActionsCell, RowActionsHeader } from '../../../components/ui/row-actions.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table.tsx';
import { mapError } from '../../../lib/error-mapper.ts';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { useImportBatches } from '../api/list-imports.ts';
import { useUndoImport } from '../api/undo-import.ts';
import { MONEY_TONE_CLASSES, moneySign } from '../utils/money-sign.ts';
import { KeptReconciliation } from './kept-reconciliation.tsx';

type ImportHistoryProps = { accounts: readonly CapitalAccount[] | undefined };

/** The past imports, newest first, each undoable behind the confirmation dialog (docs/rules/imports.md). */
export function ImportHistory({ accounts }: ImportHistoryProps) {
  const batches = useImportBatches();
  const undo = useUndoImport();
  const [toUndo, setToUndo] = useState<ImportBatch | null>(null);
  const accountOf = (id: number) => accounts?.find((account) => account.id === id);

  const confirmUndo = () => {
    if (toUndo === null) return;
    undo.mutate(toUndo.id, {
      onSuccess: () => {
        toast.success('Import annulé');
        setToUndo(null);
      },
      onError: (error) => {
        toast.error(mapError(error).message);
        setToUndo(null);
      },
    });
  };

  return (
    <>
      <ListState
        items={batches.data}
        query={batches}
        icon={History}
        loadingLabel="Chargement des imports"
        errorTitle="Impossible de charger les imports."
        empty={{ title: 'Aucun import', description: 'Les fichiers importés apparaîtront ici.' }}
      >
        {(items) => (
          <Table>
            <TableHead>
              <tr>
                <TableHeaderCell>Date</TableHeaderCell>
                <TableHeaderCell>Fichier</TableHeaderCell>
                <TableHeaderCell>Plateforme</TableHeaderCell>
                <TableHeaderCell>Compte</TableHeaderCell>
                <TableHeaderCell align="right">Importées</TableHeaderCell>
                <TableHeaderCell align="right">Doublons</TableHeaderCell>
                <TableHeaderCell align="right">Net</TableHeaderCell>
                <TableHeaderCell>Rapprochement</TableHeaderCell>
                <RowActionsHeader />
              </tr>
            </TableHead>
            <TableBody>
              {items.map((batch) => {
                const account = accountOf(batch.capital_account);
                const accountName = account?.name ?? `Compte n° ${batch.capital_account}`;
                return (
                  <TableRow key={batch.id}>
                    <TableCell className="num">{formatDateTime(batch.created_at)}</TableCell>
                    <TableCell className="max-w-56 truncate" title={batch.file_name}>
                      {batch.file_name}
                    </TableCell>
                    <TableCell className="max-w-48 truncate" title={batch.platform_label}>
                      {batch.platform_label}
                    </TableCell>
                    <TableCell className="max-w-48 truncate" title={accountName}>
                      {accountName}
                    </TableCell>
                    <TableCell align="right">{formatNumber(batch.imported, 0)}</TableCell>
                    <TableCell align="right">{formatNumber(batch.duplicates, 0)}</TableCell>
                    <TableCell
                      align="right"
                      className={clsx('font-medium', MONEY_TONE_CLASSES[moneySign(batch.totals.net_pnl)])}
                    >
                      {formatMoney(batch.totals.net_pnl, account?.currency ?? DEFAULT_CURRENCY)}
                    </TableCell>
                    <TableCell>
                      <KeptReconciliation batch={batch} currency={account?.currency ?? DEFAULT_CURRENCY} />
                    </TableCell>
                    <RowActionsCell>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Annuler l’import ${batch.file_name} du ${formatDateTime(batch.created_at)}`}
                        onClick={() => setToUndo(batch)}
                      >
                        Annuler l’import
                      </Button>
                    </RowActionsCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </ListState>
      <ConfirmDialog
        open={toUndo !== null}
        onOpenChange={(open) => (open ? undefined : setToUndo(null))}
        onConfirm={confirmUndo}
        isPending={undo.isPending}
        message={
          toUndo === null
            ? undefined
            : `Les ${formatNumber(toUndo.imported, 0)} opérations de « ${toUndo.file_name} » seront supprimées et le solde du compte rétabli. Êtes-vous sûr ?`
        }
      />
    </>
  );
}
