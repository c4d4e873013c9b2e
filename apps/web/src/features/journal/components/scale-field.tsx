import { JOURNAL_SCALE_MAX, JOURNAL_SCALE_MIN } from '@carnet/contract';
import { clsx } from 'clsx';
import type { UseFormRegisterReturn } from 'react-hook-form';

const STEPS = Array.from({ length: JOURNAL_SCALE_MAX - JOURNAL_SCALE_MIN + 1 }, (_, index) =>
  String(JOURNAL_SCALE_MIN + index),
);

type ScaleFieldProps = {
  legend: string;
  /** The words at each end of the scale (« Basse » … « Haute »). */
  ends: readonly [string, string];
  registration: UseFormRegisterReturn;
  error: string | undefined;
};

/** A five-step scale as native radio buttons (arrow keys move between them), for « Humeur », « Énergie », « Stress ». */
export function ScaleField({ legend, ends, registration, error }: ScaleFieldProps) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-xs font-medium text-fg-muted">{legend}</legend>
      <div className="flex items-center gap-2">
        <span className="w-16 text-right text-xs text-fg-subtle">{ends[0]}</span>
        <div className="flex gap-1">
          {STEPS.map((step) => (
            <label key={step} className="relative cursor-pointer">
              <input
                type="radio"
                value={step}
                className="peer sr-only"
                aria-label={`${legend} ${step} sur ${JOURNAL_SCALE_MAX}`}
                {...registration}
              />
              <span
                className={clsx(
                  'num flex size-9 items-center justify-center rounded-md border border-border bg-surface-2 text-sm',
                  'text-fg-muted transition-colors hover:border-border-strong',
                  'peer-checked:border-accent-solid peer-checked:bg-accent-solid peer-checked:font-semibold peer-checked:text-accent-fg',
                  'peer-focus-visible:ring-2 peer-focus-visible:ring-accent/50',
                )}
              >
                {step}
              </span>
            </label>
          ))}
        </div>
        <span className="text-xs text-fg-subtle">{ends[1]}</span>
      </div>
      {error ? <p className="text-xs font-medium text-loss">{error}</p> : null}
    </fieldset>
  );
}
