import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input.tsx';

/** SPEC §9: backtest prices and quantities take up to 8 decimals. */
export const BACKTEST_PRICE_STEP = '0.00000001';

/** A price or quantity field: numeric keyboard on phones, tabular digits, the backtest step. */
export function DecimalInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      type="number"
      inputMode="decimal"
      step={BACKTEST_PRICE_STEP}
      min="0"
      className={className === undefined ? 'num' : `num ${className}`}
      {...props}
    />
  );
}
