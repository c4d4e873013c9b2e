import { DIRECTION_LABELS } from '@carnet/contract';
import { DIRECTIONS, type Direction } from '@carnet/domain';
import { clsx } from 'clsx';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { useId } from 'react';

type DirectionToggleProps = {
  value: Direction;
  onChange: (direction: Direction) => void;
  disabled?: boolean;
  error?: string | undefined;
};

/**
 * « Sens »: Achat / Vente as two native radios side by side (arrow keys move between them, as radios do), the
 * chosen one in the colour of its side. The trade form and the backtest form both use it.
 */
export function DirectionToggle({ value, onChange, disabled = false, error }: DirectionToggleProps) {
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-xs font-medium text-fg-muted">Sens</legend>
      <div className="grid h-9 grid-cols-2 rounded-md border border-border bg-surface-2 p-0.5">
        {DIRECTIONS.map((direction) => {
          const isChosen = value === direction;
          const Icon = direction === 'LONG' ? ArrowUpRight : ArrowDownRight;
          return (
            <label
              key={direction}
              className={clsx(
                'flex cursor-pointer items-center justify-center gap-1.5 rounded text-sm font-medium select-none transition-colors',
                'has-focus-visible:ring-2 has-focus-visible:ring-accent/40',
                isChosen && direction === 'LONG' && 'bg-gain-soft text-gain',
                isChosen && direction === 'SHORT' && 'bg-loss-soft text-loss',
                !isChosen && 'text-fg-muted hover:text-fg',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={direction}
                checked={isChosen}
                onChange={() => onChange(direction)}
                className="sr-only"
              />
              <Icon aria-hidden className="size-4" />
              {DIRECTION_LABELS[direction]}
            </label>
          );
        })}
      </div>
      {error !== undefined && <p className="text-xs font-medium text-loss">{error}</p>}
    </fieldset>
  );
}
