import { clsx } from 'clsx';

/** A placeholder block while data loads; hidden from assistive technologies (the region says it is busy). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('animate-pulse rounded bg-surface-3', className)} />;
}
