import { clsx } from 'clsx';
import type { ComponentProps, FocusEvent } from 'react';
import { frenchText } from '../../lib/form-text.ts';
import { typeInto } from '../../lib/type-into.ts';
import { Input } from './input.tsx';

type DecimalInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Whole numbers only (counts, days): the phone shows digits without a decimal mark. */
  integer?: boolean;
  /** At least this many decimals once the field is left (backtest numbers, docs/rules/trades.md#validation). */
  minDecimals?: number;
};

/**
 * Every number a trader types (docs/ui.md#numbers): text, never `type="number"`, so the browser's language
 * decides nothing. It reads `1,085`, `1 085,50`, `-3,5` and `1.085` as the API does (readNumberText) and, once
 * left, writes what it read the French way (`1085.5` → `1 085,5`); what it cannot read stays as typed, for the
 * form's French error (`aria-invalid`, `aria-describedby` from its Field).
 */
export function DecimalInput({
  integer = false,
  minDecimals = 0,
  className,
  onBlur,
  ...props
}: DecimalInputProps) {
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const written = frenchText(input.value, minDecimals);
    if (written !== input.value) typeInto(input, written);
    onBlur?.(event);
  };
  return (
    <Input
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      spellCheck={false}
      className={clsx('num', className)}
      {...props}
      onBlur={leave}
    />
  );
}
