import { ListChecks } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Badge } from '../../../components/ui/badge.tsx';
import type { TradeFormValues } from '../utils/trade-form-values.ts';
import { TradeFormSection } from './trade-form-section.tsx';

/** One confirmation: its label, level, whether it is mandatory, and the OK box the trader ticks. */
function ChecklistRow({ index }: { index: number }) {
  const form = useFormContext<TradeFormValues>();
  const item = useWatch({ control: form.control, name: `confirmations.${index}` });
  const okId = useId();
  const labelId = useId();
  return (
    <li className="flex items-center gap-3 py-2.5">
      <label className="flex cursor-pointer items-center gap-2 rounded-md border border-border bg-surface-2 px-2 py-1 text-xs font-semibold has-checked:border-gain has-checked:bg-gain-soft has-checked:text-gain">
        <input
          type="checkbox"
          aria-labelledby={`${okId} ${labelId}`}
          className="size-4 cursor-pointer accent-(--gain)"
          {...form.register(`confirmations.${index}.passed`)}
        />
        <span id={okId}>OK</span>
      </label>
      <span id={labelId} className="min-w-0 flex-1 text-sm text-fg">
        {item.label}
      </span>
      <span className="flex shrink-0 gap-1">
        <Badge tone={item.level === 'HTF' ? 'accent' : 'neutral'}>{item.level}</Badge>
        {item.mandatory && <Badge tone="warn">Obligatoire</Badge>}
      </span>
    </li>
  );
}

/** docs/ui.md: the checklist of the chosen configuration's confirmations, each with an OK box. */
export function ConfirmationChecklist() {
  const form = useFormContext<TradeFormValues>();
  const items = useFieldArray({ control: form.control, name: 'confirmations', keyName: 'rowKey' });
  const strategy = useWatch({ control: form.control, name: 'strategy' });
  const passed = useWatch({ control: form.control, name: 'confirmations' }).filter((item) => item.passed);

  return (
    <TradeFormSection
      id="trade-checklist"
      title="Checklist"
      description={
        items.fields.length > 0 ? `${passed.length} sur ${items.fields.length} validées` : undefined
      }
    >
      {items.fields.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-fg-subtle">
          <ListChecks aria-hidden className="size-4" />
          {strategy === ''
            ? 'Choisissez une configuration pour afficher sa checklist.'
            : 'Cette configuration n’a aucune confirmation.'}
        </p>
      ) : (
        <ul aria-label="Confirmations" className="-my-2.5 divide-y divide-border">
          {items.fields.map((item, index) => (
            <ChecklistRow key={item.rowKey} index={index} />
          ))}
        </ul>
      )}
    </TradeFormSection>
  );
}
