import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Input } from './input.tsx';

/** A figure typed as text (a decimal comma is fine), aligned for comparison down a column. */
export function NumberInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      className={clsx('num text-right', className)}
      {...props}
    />
  );
}
