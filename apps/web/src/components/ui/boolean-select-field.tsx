import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { BooleanSelect } from './boolean-select.tsx';
import { Field } from './field.tsx';

type BooleanSelectFieldProps<Values extends FieldValues, Submitted> = {
  control: Control<Values, unknown, Submitted>;
  name: FieldPath<Values>;
  label: string;
  error?: string | undefined;
  trueLabel: string;
  falseLabel: string;
};

/** A labelled yes/no select bound to a react-hook-form boolean (an unset value reads as yes). */
export function BooleanSelectField<Values extends FieldValues, Submitted = Values>({
  control,
  name,
  label,
  error,
  trueLabel,
  falseLabel,
}: BooleanSelectFieldProps<Values, Submitted>) {
  return (
    <Field label={label} error={error}>
      {(fieldProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <BooleanSelect
              {...fieldProps}
              ref={field.ref}
              name={field.name}
              value={field.value !== false}
              onChange={field.onChange}
              onBlur={field.onBlur}
              trueLabel={trueLabel}
              falseLabel={falseLabel}
            />
          )}
        />
      )}
    </Field>
  );
}
