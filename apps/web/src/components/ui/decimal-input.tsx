import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Input } from './input.tsx';

/** The step of an input that takes `places` decimals: 8 → « 0.00000001 » (docs/ui.md: trades 10, backtests 8). */
export function decimalStep(places: number): string {
  return places > 0 ? `0.${'0'.repeat(places - 1)}1` : '1';
}

type DecimalInputProps = Omit<ComponentProps<'input'>, 'type' | 'step'> & { places: number };

/** A price or quantity field: numeric keyboard on phones, tabular digits, a step of `places` decimals. */
export function DecimalInput({ places, className, ...props }: DecimalInputProps) {
  return (
    <Input
      type="number"
      inputMode="decimal"
      step={decimalStep(places)}
      min="0"
      autoComplete="off"
      className={clsx('num', className)}
      {...props}
    />
  );
}
