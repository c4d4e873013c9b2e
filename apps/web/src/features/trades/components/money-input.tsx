import type { ComponentProps } from 'react';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';

type MoneyInputProps = ComponentProps<typeof DecimalInput> & {
  currency: string;
  /** Swap and a net result may be below zero; fees may not. */
  isSigned?: boolean;
};

/** An amount in the account's currency (docs/rules/trades.md), its code drawn inside the field's end. */
export function MoneyInput({ currency, isSigned = false, className, ...props }: MoneyInputProps) {
  return (
    <div className="relative">
      <DecimalInput className="pr-12" {...props} {...(isSigned ? { inputMode: 'text' } : {})} />
      <span
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs font-medium text-fg-subtle"
      >
        {currency}
      </span>
    </div>
  );
}

/** A money field's label: the words, and its currency for screen readers (the field shows the code). */
export function MoneyLabel({ label, currency }: { label: string; currency: string }) {
  return (
    <>
      {label}
      <span className="sr-only"> ({currency})</span>
    </>
  );
}
