import { FIELD_MESSAGES } from '@carnet/contract';
import { CalendarRange } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type DateRange, isApplicableRange, isReversedRange } from '../lib/date-range.ts';
import { fromFrenchDate } from '../lib/local-date.ts';
import { Button } from './ui/button.tsx';
import { Checkbox } from './ui/checkbox.tsx';
import { DateInput } from './ui/date-input.tsx';
import { Field } from './ui/field.tsx';

type DateRangeFilterProps = {
  value: DateRange;
  onApply: (range: DateRange) => void;
  /** The form's accessible name: which date the range applies to. */
  label?: string;
};

const sameRange = (a: DateRange, b: DateRange) =>
  a.from === b.from && a.to === b.to && a.allTime === b.allTime;

/**
 * docs/ui.md filter panel, shared by /trades and the dashboard: From and To, « Inclure toutes les dates » (which
 * disables both), « Appliquer » disabled when From is after To unless all time. The caller goes back to page 1.
 */
export function DateRangeFilter({
  value,
  onApply,
  label = 'Filtrer par date d’entrée',
}: DateRangeFilterProps) {
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  // A new range from outside (the address changed): show it.
  if (!sameRange(applied, value)) {
    setApplied(value);
    setDraft(value);
  }
  // A day typed but not yet a real day (« 31/02 ») is not applied.
  const isRead = (day: string) => fromFrenchDate(day) === day;
  const canApply = isApplicableRange(draft) && (draft.allTime || (isRead(draft.from) && isRead(draft.to)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canApply) onApply(draft);
  };

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 border-b border-border px-4 py-3"
    >
      <CalendarRange aria-hidden className="mb-2.5 hidden size-4 text-fg-subtle sm:block" />
      <Field label="Du" className="w-[calc(50%-0.375rem)] sm:w-40">
        {(control) => (
          <DateInput
            {...control}
            value={draft.from}
            disabled={draft.allTime}
            onValue={(from) => setDraft({ ...draft, from })}
          />
        )}
      </Field>
      <Field label="Au" className="w-[calc(50%-0.375rem)] sm:w-40">
        {(control) => (
          <DateInput
            {...control}
            value={draft.to}
            disabled={draft.allTime}
            onValue={(to) => setDraft({ ...draft, to })}
          />
        )}
      </Field>
      <Checkbox
        label="Inclure toutes les dates"
        className="h-9"
        checked={draft.allTime}
        onChange={(event) => setDraft({ ...draft, allTime: event.target.checked })}
      />
      <Button type="submit" variant="primary" disabled={!canApply} className="sm:ml-auto">
        Appliquer
      </Button>
      {isReversedRange(draft) && (
        <p role="alert" className="basis-full text-xs font-medium text-loss">
          {FIELD_MESSAGES.rangeOrder}
        </p>
      )}
    </form>
  );
}
