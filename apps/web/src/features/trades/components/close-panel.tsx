import type { Trade } from '@carnet/contract';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { useCloseTrade } from '../hooks/use-close-trade.ts';
import { CloseFields } from './close-fields.tsx';

/** The detail page's close panel: the same close logic as the edit page's dialog, in a card. */
export function ClosePanel({ trade }: { trade: Trade }) {
  const closing = useCloseTrade(trade);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void closing.close();
  };
  return (
    <Card aria-labelledby="trade-close">
      <CardHeader
        titleId="trade-close"
        title="Clôturer l’opération"
        description="Le reste de la position sort au prix de clôture."
      />
      <CardBody>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <CloseFields trade={trade} closing={closing} />
          <div className="flex justify-end">
            <Button type="submit" variant="primary" isLoading={closing.isClosing}>
              Clôturer
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
