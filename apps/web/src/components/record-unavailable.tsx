import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { EmptyState } from './ui/empty-state.tsx';

type RecordUnavailableProps = { title: string; backTo: string; backLabel: string };

/** An edit page whose record could not be loaded (unknown id, another user's, or a failed call). */
export function RecordUnavailable({ title, backTo, backLabel }: RecordUnavailableProps) {
  return (
    <Card>
      <EmptyState
        icon={SearchX}
        title={title}
        description="Il a peut-être été supprimé, ou l’adresse est incorrecte."
        action={
          <Link to={backTo} className={buttonStyles('secondary')}>
            <ArrowLeft aria-hidden className="size-4" />
            {backLabel}
          </Link>
        }
      />
    </Card>
  );
}
