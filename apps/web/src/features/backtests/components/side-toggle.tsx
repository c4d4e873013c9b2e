import { DIRECTION_LABELS, DIRECTIONS } from '@carnet/contract';
import { clsx } from 'clsx';
import type { UseFormRegisterReturn } from 'react-hook-form';

const CHECKED = {
  LONG: 'has-checked:bg-gain-soft has-checked:text-gain',
  SHORT: 'has-checked:bg-loss-soft has-checked:text-loss',
};

/** LONG « Achat » / SHORT « Vente » as native radios: arrows move between them, as a trader expects. */
export function SideToggle({ registration }: { registration: UseFormRegisterReturn<'side'> }) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-xs font-medium text-fg-muted">Sens</legend>
      <div className="grid h-9 grid-cols-2 rounded-md border border-border bg-surface-2 p-0.5">
        {DIRECTIONS.map((side) => (
          <label
            key={side}
            className={clsx(
              'flex cursor-pointer items-center justify-center rounded text-sm font-medium text-fg-muted select-none',
              'has-focus-visible:ring-2 has-focus-visible:ring-accent/40 hover:text-fg',
              CHECKED[side],
            )}
          >
            <input type="radio" value={side} className="sr-only" {...registration} />
            {DIRECTION_LABELS[side]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
