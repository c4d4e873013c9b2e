import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadFailure, type RetryableQuery, RetryButton } from './load-failure.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { TableSkeleton } from './ui/table-skeleton.tsx';

/** What the block needs of the list's query (TanStack Query's result has it). */
type ListQuery = RetryableQuery & { isError: boolean };

type ListStateProps<Item> = {
  /** The rows once loaded (undefined while loading or after a failed load). */
  items: readonly Item[] | undefined;
  query: ListQuery;
  icon: LucideIcon;
  /** Skeleton rows while the first answer is awaited. */
  skeletonRows?: number;
  /** Read out while loading (the skeleton itself is hidden from assistive technologies). */
  loadingLabel?: string;
  /**
   * The message of a failed load, as an alert. Without one the failure shows the empty state (docs/ui.md#errors: list
   * load failures are only logged), the retry in place of its action.
   */
  errorTitle?: string;
  /** Without one, an empty list is drawn by `children` like any other. */
  empty?: { title: string; description?: string; action?: ReactNode };
  children: (items: readonly Item[]) => ReactNode;
};

/**
 * The states every list page draws the same way: a skeleton until the first answer, a failed load with
 * « Réessayer », the empty list with what to do next, then the rows. Rows already shown stay on screen when a
 * later refresh fails.
 */
export function ListState<Item>(props: ListStateProps<Item>) {
  const { items, query, icon, skeletonRows = 3, loadingLabel, errorTitle, empty, children } = props;
  if (items === undefined && !query.isError) {
    return loadingLabel === undefined ? (
      <TableSkeleton rows={skeletonRows} />
    ) : (
      <div role="status" aria-busy aria-label={loadingLabel}>
        <TableSkeleton rows={skeletonRows} />
      </div>
    );
  }
  if (items === undefined && errorTitle !== undefined) {
    return <LoadFailure icon={icon} title={errorTitle} query={query} />;
  }
  if ((items === undefined || items.length === 0) && empty !== undefined) {
    return (
      <EmptyState
        icon={icon}
        title={empty.title}
        description={empty.description}
        action={items === undefined ? <RetryButton query={query} /> : empty.action}
      />
    );
  }
  return children(items ?? []);
}
