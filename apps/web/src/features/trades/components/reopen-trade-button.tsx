import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { reportActionError } from '../../../lib/report-error.ts';
import { useReopenTradeMutation } from '../api/reopen-trade.ts';

/**
 * docs/rules/trades.md « Rouvrir »: a closed trade back to OPEN, behind the confirmation dialog, its exits removed and its
 * money taken back off the account.
 */
export function ReopenTradeButton({ tradeId }: { tradeId: number }) {
  const reopen = useReopenTradeMutation();
  const [isAsking, setIsAsking] = useState(false);
  // Awaited rather than mutate's callbacks: the reopened trade replaces this button, and a mutation's own
  // callbacks are dropped once the component that called it is gone.
  const confirm = async () => {
    try {
      await reopen.mutateAsync(tradeId);
      toast.success('Opération rouverte');
    } catch (error) {
      reportActionError(error);
    }
    setIsAsking(false);
  };
  return (
    <>
      <Button onClick={() => setIsAsking(true)}>
        <RotateCcw aria-hidden className="size-4" />
        Rouvrir
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        onConfirm={() => void confirm()}
        isPending={reopen.isPending}
        tone="primary"
        title="Rouvrir l’opération"
        message="Ses sorties sont effacées et son résultat est retiré du solde du compte. L’opération redevient ouverte."
      />
    </>
  );
}
