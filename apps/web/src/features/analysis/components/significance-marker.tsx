import { type DifferenceTest, significanceSentence } from '@carnet/contract';
import { clsx } from 'clsx';
import { BadgeCheck } from 'lucide-react';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { SIGNIFICANCE_EXPLANATION } from '../utils/analysis-format.ts';

type SignificanceMarkerProps = { test: DifferenceTest; legendId: string };

/**
 * docs/rules/statistics.md: « Différence probablement réelle (p = 0,012) » marked, the other readings muted; a dash when
 * there is nothing to test (fewer than 2 trades on a side). The legend under the table explains it in full.
 */
export function SignificanceMarker({ test, legendId }: SignificanceMarkerProps) {
  const sentence = significanceSentence(test);
  if (sentence === null) return <span className="text-fg-subtle">{EMPTY_VALUE}</span>;
  return (
    <span
      title={SIGNIFICANCE_EXPLANATION}
      aria-describedby={legendId}
      className={clsx(
        'inline-flex items-center gap-1 text-xs',
        test.significant ? 'rounded bg-accent-soft px-1.5 py-0.5 font-semibold text-accent' : 'text-fg-muted',
      )}
    >
      {test.significant && <BadgeCheck aria-hidden className="size-3.5 shrink-0" />}
      {sentence}
    </span>
  );
}
