import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './ui/card.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { PageHeader } from './ui/page-header.tsx';

/** The honest page of a feature that is not built yet: its title and a sentence saying so, no made-up data. */
export function PageUnavailable({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <EmptyState
          icon={Construction}
          title="Cette page n’est pas encore disponible."
          description={children}
        />
      </Card>
    </>
  );
}
