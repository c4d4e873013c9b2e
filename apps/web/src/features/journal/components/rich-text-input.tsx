import { useId } from 'react';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { DescriptionField } from '../../../components/rich-text/description-field.tsx';
import type { JournalFormValues } from './journal-form-values.ts';

type RichTextInputProps = {
  label: string;
  name: FieldPath<JournalFormValues> & ('plan.text' | 'review.text');
  control: Control<JournalFormValues>;
  error: string | undefined;
  /** Changes when a template replaces the text: the editor reads its value only when it mounts. */
  version: number;
};

/** The plan's or the review's rich text, in the configuration's editor (docs/rules/journal.md#fields). */
export function RichTextInput({ label, name, control, error, version }: RichTextInputProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-xs font-medium text-fg-muted">
        {label}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DescriptionField
            key={version}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            labelId={labelId}
            describedBy={error ? errorId : undefined}
            isInvalid={error !== undefined}
          />
        )}
      />
      {error ? (
        <p id={errorId} className="text-xs font-medium text-loss">
          {error}
        </p>
      ) : null}
    </div>
  );
}
