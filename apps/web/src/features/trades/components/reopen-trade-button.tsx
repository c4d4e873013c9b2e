import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { reportActionError } from '../../../lib/report-error.ts';
import { useReopenTradeMutation } from '../api/reopen-trade.ts';

/**
 * DESIGN §10 « Rouvrir »: a closed trade back to OPEN, behind the confirmation dialog, its exits removed and its
 * money taken back off the account.
 */
export function ReopenTradeButton({ tradeId }: { tradeId: number }) {
  const reopen = useReopenTradeMutation();
  const [isAsking, setIsAsking] = useState(false);
  const confirm = () =>
    reopen.mutate(tradeId, {
      onSuccess: () => {
        setIsAsking(false);
        toast.success('Opération rouverte');
      },
      onError: (error) => {
        setIsAsking(false);
        reportActionError(error);
      },
    });
  return (
    <>
      <Button onClick={() => setIsAsking(true)}>
        <RotateCcw aria-hidden className="size-4" />
        Rouvrir
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        onConfirm={confirm}
        isPending={reopen.isPending}
        tone="primary"
        title="Rouvrir l’opération"
        message="Ses sorties sont effacées et son résultat est retiré du solde du compte. L’opération redevient ouverte."
      />
    </>
  );
}
