import { Skeleton } from './skeleton.tsx';

/** Rows of placeholders while a list loads. */
export function TableSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-2 p-4">
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move.
        <Skeleton key={row} className="h-8" />
      ))}
    </div>
  );
}
