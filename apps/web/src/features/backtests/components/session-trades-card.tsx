import type { BacktestTrade } from '@carnet/contract';
import { ListX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ListState } from '../../../components/list-state.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { deletionFailureMessage } from '../../../lib/error-mapper.ts';
import { useDeleteBacktestTrade } from '../api/delete-backtest-trade.ts';
import { useSessionTrades } from '../api/list-session-trades.ts';
import { BacktestTradesTable } from './backtest-trades-table.tsx';

/** The session's trades, each deletable after confirmation (docs/ui.md, « Trade supprimé avec succès »). */
export function SessionTradesCard({ sessionId, currency }: { sessionId: number; currency: string | null }) {
  const trades = useSessionTrades(sessionId);
  const deleteTrade = useDeleteBacktestTrade(sessionId);
  const [deleting, setDeleting] = useState<BacktestTrade | null>(null);

  const confirmDelete = () => {
    if (deleting === null) return;
    deleteTrade.mutate(deleting.id, {
      onSuccess: () => toast.success('Trade supprimé avec succès'),
      onError: (error) => toast.error(deletionFailureMessage(error)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Card aria-labelledby="session-trades-title" aria-busy={trades.isPending}>
      <CardHeader
        titleId="session-trades-title"
        title="Trades"
        description={trades.data === undefined ? undefined : 'Du plus récent au plus ancien'}
      />
      <ListState
        items={trades.data}
        query={trades}
        icon={ListX}
        errorTitle="Les trades n’ont pas pu être chargés."
        empty={{
          title: 'Aucun trade dans cette session.',
          description: 'Ajoutez un trade avec le formulaire ou importez un fichier CSV.',
        }}
      >
        {(rows) => <BacktestTradesTable trades={rows} currency={currency} onDelete={setDeleting} />}
      </ListState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onConfirm={confirmDelete}
        isPending={deleteTrade.isPending}
      />
    </Card>
  );
}
