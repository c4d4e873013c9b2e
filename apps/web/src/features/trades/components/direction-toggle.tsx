import { DIRECTION_LABELS, DIRECTIONS, type Direction } from '@carnet/contract';
import { clsx } from 'clsx';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { useId } from 'react';

type DirectionToggleProps = {
  value: Direction;
  onChange: (direction: Direction) => void;
  disabled?: boolean;
};

/** Achat / Vente as two radio buttons side by side (arrow keys move between them, as radios do). */
export function DirectionToggle({ value, onChange, disabled = false }: DirectionToggleProps) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label="Sens"
      className="grid h-9 grid-cols-2 rounded-md border border-border bg-surface-2 p-0.5"
    >
      {DIRECTIONS.map((direction) => {
        const isChosen = value === direction;
        const Icon = direction === 'LONG' ? ArrowUpRight : ArrowDownRight;
        return (
          <label
            key={direction}
            className={clsx(
              'flex cursor-pointer items-center justify-center gap-1.5 rounded text-sm font-medium transition-colors',
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
              disabled={disabled}
              onChange={() => onChange(direction)}
              className="sr-only"
            />
            <Icon aria-hidden className="size-4" />
            {DIRECTION_LABELS[direction]}
          </label>
        );
      })}
    </div>
  );
}
