import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const controlStyles = clsx(
  'w-full rounded-md border border-border bg-surface-2 px-3 text-sm text-fg placeholder:text-fg-subtle',
  'transition-colors hover:border-border-strong focus-visible:border-accent focus-visible:outline-none',
  'focus-visible:ring-2 focus-visible:ring-accent/30 disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-loss aria-invalid:focus-visible:ring-loss/30 read-only:bg-surface read-only:text-fg-muted',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx(controlStyles, 'h-9', className)} {...props} />;
}

export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={clsx(controlStyles, 'min-h-16 py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
