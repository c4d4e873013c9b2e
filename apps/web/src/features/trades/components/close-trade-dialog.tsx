import type { Trade } from '@carnet/contract';
import { Info } from 'lucide-react';
import type { FormEvent } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import type { CloseTradeState, SaveBeforeClose } from '../hooks/use-close-trade.ts';
import { CloseFields } from './close-fields.tsx';

type CloseTradeDialogProps = {
  trade: Trade;
  closing: CloseTradeState;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the form and answers the saved trade (« Enregistrer puis clôturer »). */
  saveFirst: SaveBeforeClose;
  hasUnsavedTakeProfits: boolean;
};

/** docs/ui.md close dialog: close price, reached take profits; Annuler, Clôturer, « Enregistrer puis clôturer ». */
export function CloseTradeDialog(props: CloseTradeDialogProps) {
  const { trade, closing, open, onOpenChange, saveFirst, hasUnsavedTakeProfits } = props;
  const closeWith = async (save?: SaveBeforeClose) => {
    if (await closing.close(save)) onOpenChange(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React events cross portals: the trade form around this dialog must not see this submit.
    event.stopPropagation();
    void closeWith();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (closing.isClosing ? undefined : onOpenChange(next))}>
      <DialogContent
        title="Clôturer l’opération"
        description={`${trade.asset_name} — le reste de la position sort au prix de clôture.`}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <CloseFields trade={trade} closing={closing} autoFocus />
          {hasUnsavedTakeProfits && (
            <p className="flex items-start gap-2 rounded-md bg-warn-soft px-3 py-2 text-xs text-warn">
              <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              Des take profits ne sont pas enregistrés : enregistrez d’abord l’opération pour pouvoir les
              cocher.
            </p>
          )}
          <FormFooter
            cancel={{ closesDialog: true }}
            submitLabel="Clôturer"
            isPending={closing.isClosing}
            actions={
              <Button disabled={closing.isClosing} onClick={() => void closeWith(saveFirst)}>
                Enregistrer puis clôturer
              </Button>
            }
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
