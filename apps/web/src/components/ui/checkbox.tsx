import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode };

export function Checkbox({ label, className, ...props }: CheckboxProps) {
  return (
    <label
      className={clsx('inline-flex cursor-pointer items-center gap-2 text-sm text-fg select-none', className)}
    >
      <input
        type="checkbox"
        className="size-4 cursor-pointer rounded border-border bg-surface-2 accent-(--accent) disabled:cursor-not-allowed"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}
