import type { Trade } from '@carnet/contract';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type SaveBeforeClose, useCloseTrade } from '../hooks/use-close-trade.ts';
import { CloseTradeDialog } from './close-trade-dialog.tsx';

type CloseTradeButtonProps = {
  trade: Trade;
  saveFirst: SaveBeforeClose;
  hasUnsavedTakeProfits: boolean;
  onClosed: (closed: Trade) => void;
};

/** « Clôturer » while the trade is open, and its dialog (docs/ui.md). */
export function CloseTradeButton({
  trade,
  saveFirst,
  hasUnsavedTakeProfits,
  onClosed,
}: CloseTradeButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const closing = useCloseTrade(trade, onClosed);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>
        <Flag aria-hidden className="size-4" />
        Clôturer
      </Button>
      <CloseTradeDialog
        trade={trade}
        closing={closing}
        open={isOpen}
        onOpenChange={setIsOpen}
        saveFirst={saveFirst}
        hasUnsavedTakeProfits={hasUnsavedTakeProfits}
      />
    </>
  );
}
