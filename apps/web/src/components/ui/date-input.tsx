import { clsx } from 'clsx';
import { type ComponentProps, useState } from 'react';
import { fromFrenchDate, toFrenchDate } from '../../lib/local-date.ts';
import { Input } from './input.tsx';

type DateInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  /** The day as the API and the address speak it, `YYYY-MM-DD`, or '' (or what was typed, while unreadable). */
  value: string;
  onValue: (day: string) => void;
};

/**
 * A calendar day the French way, whatever the browser's language (docs/ui.md#dates): text, never `type="date"`,
 * which Chromium shows in the browser's order (11/20/2026 in English). Shows `20/11/2026`, reads it (or ISO) and
 * hands its owner `2026-11-20`, writing it back `20/11/2026` once left; what it cannot read is handed as typed,
 * for the owner's rule to refuse.
 */
export function DateInput({ value, onValue, className, onBlur, ...props }: DateInputProps) {
  const [text, setText] = useState(() => toFrenchDate(value));
  const [held, setHeld] = useState(value);
  // A new day from outside (a reset, the address): show it.
  if (held !== value) {
    setHeld(value);
    if ((fromFrenchDate(text) ?? text) !== value) setText(toFrenchDate(value));
  }
  return (
    <Input
      type="text"
      placeholder="jj/mm/aaaa"
      autoComplete="off"
      spellCheck={false}
      className={clsx('num', className)}
      {...props}
      value={text}
      onBlur={(event) => {
        // Left, a day typed `2026-11-02` or `2/11/2026` reads back as `02/11/2026`.
        const day = fromFrenchDate(text);
        if (day !== null) setText(toFrenchDate(day));
        onBlur?.(event);
      }}
      onChange={(event) => {
        const typed = event.target.value;
        const day = typed.trim() === '' ? '' : (fromFrenchDate(typed) ?? typed);
        setText(typed);
        setHeld(day);
        onValue(day);
      }}
    />
  );
}
