import type { CandleTimeframe } from '@carnet/domain';
import { clsx } from 'clsx';
import { TIMEFRAME_LABELS } from '../utils/timeframe-labels.ts';

type TimeframeSwitchProps = {
  timeframes: readonly CandleTimeframe[];
  value: CandleTimeframe;
  onChange: (timeframe: CandleTimeframe) => void;
};

/** The timeframes stored for the symbol, one toggle button each (the pressed one is drawn). */
export function TimeframeSwitch({ timeframes, value, onChange }: TimeframeSwitchProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1">
      <legend className="sr-only">Unité de temps</legend>
      {timeframes.map((timeframe) => (
        <button
          key={timeframe}
          type="button"
          aria-pressed={timeframe === value}
          onClick={() => onChange(timeframe)}
          className={clsx(
            'h-8 min-w-11 rounded-md border px-2 text-xs font-medium',
            timeframe === value
              ? 'border-accent bg-accent-soft text-fg'
              : 'border-border text-fg-muted hover:bg-surface-2 hover:text-fg',
          )}
        >
          {TIMEFRAME_LABELS[timeframe]}
        </button>
      ))}
    </fieldset>
  );
}
