import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { deletionFailureMessage } from '../../../lib/error-mapper.ts';
import { useDeleteTrade } from '../api/delete-trade.ts';

/** « Supprimer » with the confirmation dialog; back to the list once deleted (docs/ui.md, docs/ui.md#errors). */
export function DeleteTradeButton({ tradeId }: { tradeId: number }) {
  const navigate = useNavigate();
  const remove = useDeleteTrade();
  const [isAsking, setIsAsking] = useState(false);
  const confirm = () =>
    remove.mutate(tradeId, {
      onSuccess: () => {
        toast.success('Opération supprimée');
        void navigate(paths.trades.list);
      },
      onError: (error) => {
        setIsAsking(false);
        toast.error(deletionFailureMessage(error));
      },
    });
  return (
    <>
      <Button variant="ghost" className="hover:text-loss" onClick={() => setIsAsking(true)}>
        <Trash2 aria-hidden className="size-4" />
        Supprimer
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        onConfirm={confirm}
        isPending={remove.isPending}
      />
    </>
  );
}
