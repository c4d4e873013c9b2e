import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent } from './dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  isPending?: boolean;
  title?: string;
  message?: string;
  tone?: 'danger' | 'primary';
};

/** docs/ui.md: « Confirmation », « Êtes-vous sûr ? », Confirmer / Annuler, « En cours... » while loading. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  isPending = false,
  title = 'Confirmation',
  message = 'Êtes-vous sûr ?',
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (isPending ? undefined : onOpenChange(next))}>
      <DialogContent title={title} description={message} size="sm">
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button disabled={isPending}>Annuler</Button>
          </DialogClose>
          <Button variant={tone} isLoading={isPending} loadingText="En cours..." onClick={onConfirm}>
            Confirmer
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
