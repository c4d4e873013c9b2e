import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';

type FormSectionProps = {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  /** A message for the whole section (a server error on a list, « Au moins une bande de note. »). */
  error?: string | undefined;
  children: ReactNode;
};

/** One card of the configuration form, named by its heading for assistive technologies. */
export function FormSection({ id, title, description, actions, error, children }: FormSectionProps) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader titleId={id} title={title} description={description} actions={actions} />
      <CardBody className="flex flex-col gap-4">
        {error !== undefined && (
          <p role="alert" className="text-xs font-medium text-loss">
            {error}
          </p>
        )}
        {children}
      </CardBody>
    </Card>
  );
}
