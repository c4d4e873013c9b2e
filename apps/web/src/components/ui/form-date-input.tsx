import type { ComponentProps } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { DateInput } from './date-input.tsx';

type FormDateInputProps<Values extends FieldValues, Output> = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'onChange' | 'name' | 'defaultValue'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string>;
};

/** A DateInput holding one `YYYY-MM-DD` field of a react-hook-form form (apart, so the date filter loads no form library). */
export function FormDateInput<Values extends FieldValues, Output>({
  control,
  name,
  onBlur,
  ...props
}: FormDateInputProps<Values, Output>) {
  const { field } = useController({ control, name });
  return (
    <DateInput
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value}
      onValue={field.onChange}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
    />
  );
}
