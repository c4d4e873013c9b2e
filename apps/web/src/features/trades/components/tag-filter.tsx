import { Tags } from 'lucide-react';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTags } from '../api/list-tags.ts';

type TagFilterProps = { value: string; onChange: (tag: string) => void };

const ALL_TAGS = '';

/** docs/rules/trades.md: the list narrowed to one tag (`?tag=`), chosen among the trader's tags, most used first. */
export function TagFilter({ value, onChange }: TagFilterProps) {
  const tags = useTags();
  const names = tags.data?.map((tag) => tag.name) ?? [];
  // A tag from the address that the list does not hold (yet, or any more) stays selectable, so it shows.
  const isListed = value === ALL_TAGS || names.some((name) => name.toLowerCase() === value.toLowerCase());
  return (
    <div className="flex items-end gap-3 border-b border-border px-4 py-3">
      <Tags aria-hidden className="mb-2.5 hidden size-4 text-fg-subtle sm:block" />
      <Field label="Tag" className="w-full sm:w-64">
        {(control) => (
          <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value={ALL_TAGS}>Tous les tags</option>
            {!isListed && <option value={value}>{value}</option>}
            {tags.data?.map((tag) => (
              <option key={tag.name} value={tag.name}>
                {tag.name} ({formatNumber(tag.trades)})
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
