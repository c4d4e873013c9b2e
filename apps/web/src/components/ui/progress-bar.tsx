import { clsx } from 'clsx';

type ProgressBarProps = {
  /** Percent reached; may exceed 100 or be null — the bar is capped at 100 % (docs/ui.md). */
  value: number | null;
  label: string;
  tone?: ProgressTone;
  className?: string;
};

export type ProgressTone = 'accent' | 'gain' | 'warn' | 'loss';

const TONES: Record<ProgressTone, string> = {
  accent: 'bg-accent',
  gain: 'bg-gain',
  warn: 'bg-warn',
  loss: 'bg-loss',
};

export function ProgressBar({ value, label, tone = 'accent', className }: ProgressBarProps) {
  const shown = value === null || !Number.isFinite(value) ? 0 : Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown * 10) / 10}
      className={clsx('h-2 w-full overflow-hidden rounded-full bg-surface-3', className)}
    >
      <div
        className={clsx('h-full rounded-full transition-[width] duration-500', TONES[tone])}
        style={{ width: `${shown}%` }}
      />
    </div>
  );
}
