import { useController, useFormContext } from 'react-hook-form';
import { useTags } from '../api/list-tags.ts';
import type { TradeFormValues } from '../utils/trade-form-values.ts';
import { TagInput } from './tag-input.tsx';
import { TradeFormSection } from './trade-form-section.tsx';

/** docs/rules/trades.md: the trade's tags, with the trader's own tags offered as they type. */
export function TagsSection() {
  const form = useFormContext<TradeFormValues>();
  const { field, fieldState } = useController({ control: form.control, name: 'tags' });
  const used = useTags();
  return (
    <TradeFormSection id="trade-tags" title="Tags">
      <TagInput
        label="Tags"
        tags={field.value}
        onChange={field.onChange}
        suggestions={used.data?.map((tag) => tag.name) ?? []}
        error={fieldState.error?.message}
      />
    </TradeFormSection>
  );
}
