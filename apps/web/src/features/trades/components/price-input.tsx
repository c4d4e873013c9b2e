import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input.tsx';

/** SPEC §9: trade prices and quantities take up to 10 decimals. */
export const TRADE_PRICE_STEP = '0.0000000001';

/** A price or quantity field: numeric keyboard on phones, tabular digits, the trade step. */
export function PriceInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      type="number"
      inputMode="decimal"
      step={TRADE_PRICE_STEP}
      min="0"
      autoComplete="off"
      className={className === undefined ? 'num' : `num ${className}`}
      {...props}
    />
  );
}
