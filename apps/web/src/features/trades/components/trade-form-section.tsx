import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';

type TradeFormSectionProps = {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
};

/** One card of the trade form, named by its heading for assistive technologies. */
export function TradeFormSection({ id, title, description, actions, children }: TradeFormSectionProps) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader titleId={id} title={title} description={description} actions={actions} />
      <CardBody className="flex flex-col gap-4">{children}</CardBody>
    </Card>
  );
}
