import { Info } from 'lucide-react';
import { formatNumber } from '../../../lib/format.ts';

/** « 2 opérations sans stop exclues des statistiques en R » (French keeps 0 and 1 singular). */
export function unknownRNote(count: number): string {
  const plural = count > 1 ? 's' : '';
  return `${formatNumber(count, 0)} opération${plural} sans stop exclue${plural} des statistiques en R`;
}

/**
 * docs/rules/trades.md: the closed trades whose R is unknown are left out of every figure in R; the dashboard says how
 * many, and where they still count. Nothing when there are none.
 */
export function UnknownRNote({ count }: { count: number | undefined }) {
  if (count === undefined || count === 0) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-fg-muted">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>
        <span className="font-semibold text-fg">{unknownRNote(count)}</span> (espérance, ratio gain/perte,
        courbe d’équité, drawdowns, distribution des R). Elles comptent dans le taux de réussite, les
        résultats par période et le résultat net.
      </span>
    </p>
  );
}
