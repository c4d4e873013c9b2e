import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { Card } from './ui/card.tsx';
import { Skeleton } from './ui/skeleton.tsx';

export type StatTone = 'gain' | 'loss' | 'neutral';

type StatCardProps = {
  label: string;
  value: string;
  hint?: ReactNode;
  tone?: StatTone;
  isLoading: boolean;
  /** The previous figure stays on screen, dimmed and busy, while the new one loads. */
  isUpdating?: boolean;
};

const TONES: Record<StatTone, string> = { gain: 'text-gain', loss: 'text-loss', neutral: 'text-fg' };

/** One figure of a band of cards (the dashboard's docs/ui.md cards, the analysis summary), named by its label for assistive technologies. */
export function StatCard({ label, value, hint, tone = 'neutral', isLoading, isUpdating }: StatCardProps) {
  const labelId = useId();
  return (
    <Card
      aria-labelledby={labelId}
      aria-busy={isLoading || isUpdating}
      className={clsx(
        'flex min-w-0 flex-col gap-1.5 p-4 transition-opacity motion-reduce:transition-none',
        isUpdating && 'opacity-60',
      )}
    >
      <h2 id={labelId} className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">
        {label}
      </h2>
      {isLoading ? (
        <>
          <Skeleton className="h-7 w-24" />
          <Skeleton className="h-3 w-32" />
        </>
      ) : (
        <>
          <p className={clsx('num text-2xl font-semibold tracking-tight', TONES[tone])}>{value}</p>
          {hint !== undefined && <p className="text-xs text-fg-muted">{hint}</p>}
        </>
      )}
    </Card>
  );
}

/** The tone of a signed figure: above zero a gain, below a loss. */
export function toneOf(value: number | null): StatTone {
  if (value === null || value === 0) return 'neutral';
  return value > 0 ? 'gain' : 'loss';
}
