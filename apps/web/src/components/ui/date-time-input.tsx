import { clsx } from 'clsx';
import type { ComponentProps, FocusEvent } from 'react';
import { fromDateTimeLocal, toDateTimeLocal } from '../../lib/local-date-time.ts';
import { typeInto } from '../../lib/type-into.ts';
import { Input } from './input.tsx';

/**
 * A date and time the French way, whatever the browser's language (docs/ui.md#dates): text, never
 * `type="datetime-local"`, which Chromium shows in the browser's order (11/20/2026, 03:05 PM in English). It reads
 * `20/11/2026 15:05` (or `15h05`, or ISO) and, once left, writes what it read as `20/11/2026 15:05`.
 */
export function DateTimeInput({ className, onBlur, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const instant = fromDateTimeLocal(input.value);
    const written = instant === null ? input.value : toDateTimeLocal(instant);
    if (written !== input.value) typeInto(input, written);
    onBlur?.(event);
  };
  return (
    <Input
      type="text"
      placeholder="jj/mm/aaaa hh:mm"
      autoComplete="off"
      spellCheck={false}
      className={clsx('num', className)}
      {...props}
      onBlur={leave}
    />
  );
}
