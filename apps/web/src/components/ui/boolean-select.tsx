import type { ComponentProps } from 'react';
import { Select } from './select.tsx';

type BooleanSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  value: boolean;
  onChange: (value: boolean) => void;
  trueLabel: string;
  falseLabel: string;
};

/** A yes/no choice as a native select (docs/ui.md: the « active » selects), keeping a real boolean value. */
export function BooleanSelect({ value, onChange, trueLabel, falseLabel, ...props }: BooleanSelectProps) {
  return (
    <Select
      {...props}
      value={value ? 'true' : 'false'}
      onChange={(event) => onChange(event.target.value === 'true')}
    >
      <option value="true">{trueLabel}</option>
      <option value="false">{falseLabel}</option>
    </Select>
  );
}
