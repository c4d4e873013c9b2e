import type { LucideIcon } from 'lucide-react';
import { RotateCw } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { EmptyState } from './ui/empty-state.tsx';

/** What loading again needs of a query (TanStack Query's result has it). */
export type RetryableQuery = { isFetching: boolean; refetch: () => Promise<unknown> };

/** « Réessayer »: the query asked again, the button busy while it runs. */
export function RetryButton({ query }: { query: RetryableQuery }) {
  return (
    <Button onClick={() => void query.refetch()} isLoading={query.isFetching}>
      <RotateCw aria-hidden className="size-4" />
      Réessayer
    </Button>
  );
}

type LoadFailureProps = { icon: LucideIcon; title: string; query: RetryableQuery };

/** A list or a record that could not be loaded: the message, as an alert, and « Réessayer ». */
export function LoadFailure({ icon, title, query }: LoadFailureProps) {
  return (
    <div role="alert">
      <EmptyState icon={icon} title={title} action={<RetryButton query={query} />} />
    </div>
  );
}
