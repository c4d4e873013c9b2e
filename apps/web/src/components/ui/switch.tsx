import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

type SwitchProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
};

/**
 * An on/off setting drawn as a sliding pill. It stays a plain checkbox for assistive technologies: a switch
 * role would need aria-checked, which an uncontrolled (react-hook-form) checkbox cannot state in render.
 */
export function Switch({ label, description, className, ...props }: SwitchProps) {
  return (
    <label className={clsx('flex cursor-pointer items-start gap-3 select-none', className)}>
      <input type="checkbox" className="peer sr-only" {...props} />
      <span
        aria-hidden
        className={clsx(
          'relative mt-0.5 h-5 w-9 shrink-0 rounded-full bg-surface-3 ring-1 ring-border transition-colors',
          'peer-checked:bg-accent peer-checked:ring-accent peer-focus-visible:ring-2 peer-focus-visible:ring-accent/50',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          'after:absolute after:top-0.5 after:left-0.5 after:size-4 after:rounded-full after:bg-white after:shadow',
          'after:transition-transform peer-checked:after:translate-x-4',
        )}
      />
      <span className="flex flex-col gap-0.5">
        <span className="text-sm text-fg">{label}</span>
        {description !== undefined && <span className="text-xs text-fg-subtle">{description}</span>}
      </span>
    </label>
  );
}
