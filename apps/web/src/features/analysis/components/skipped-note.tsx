import { Info } from 'lucide-react';
import { unknownRNote } from '../../dashboard/components/unknown-r-note.tsx';

/**
 * docs/rules/statistics.md: every answer says how many trades it skipped and why — the closed trades without a stop have no
 * R, so they are left out of every figure in R and counted in the money. Nothing when there are none.
 */
export function SkippedNote({ count }: { count: number | undefined }) {
  if (count === undefined || count === 0) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-fg-muted">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>
        <span className="font-semibold text-fg">{unknownRNote(count)}</span> (réussite, espérance,
        intervalles, tests, R total). Elles comptent dans le résultat net.
      </span>
    </p>
  );
}
