import { CONFIRMATION_LEVELS } from '@carnet/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { type ConfigurationFormValues, EMPTY_CONFIRMATION } from './configuration-form-values.ts';
import { keyFromLabel } from './confirmation-key.ts';
import { FormSection } from './form-section.tsx';
import { AddRowButton, ListHeader, RowActions, RowErrors } from './list-editor.tsx';

const COLUMNS = 'sm:grid-cols-[11rem_minmax(0,1fr)_5.5rem_6rem_4.5rem_7rem]';
const HEADERS = [
  { label: 'Clé' },
  { label: 'Libellé' },
  { label: 'Niveau' },
  { label: 'Obligatoire', align: 'center' },
  { label: 'Poids', align: 'right' },
  { label: '' },
] as const;

/** docs/rules/trades.md#fields: the checklist ticked before entering; its order is the order of this list. */
export function ConfirmationsSection() {
  const form = useFormContext<ConfigurationFormValues>();
  const { errors } = form.formState;
  const rows = useFieldArray({ control: form.control, name: 'confirmations' });

  // A new row's key follows its label until the trader types a key of their own.
  const suggestKey = (index: number) => {
    const key = form.getValues(`confirmations.${index}.key`);
    const label = form.getValues(`confirmations.${index}.label`);
    if (key.trim() === '' && label.trim() !== '') {
      form.setValue(`confirmations.${index}.key`, keyFromLabel(label), { shouldDirty: true });
    }
  };

  return (
    <FormSection
      id="configuration-confirmations"
      title="Checklist de confirmations"
      description="Le score d’un setup est la part du poids des confirmations validées ; une confirmation obligatoire manquante le rend non conforme."
      error={errors.confirmations?.message ?? errors.confirmations?.root?.message}
    >
      <div className="flex flex-col gap-2">
        {rows.fields.length === 0 ? (
          <p className="text-sm text-fg-subtle">Aucune confirmation : tout setup aura un score de 100 %.</p>
        ) : (
          <ListHeader columns={HEADERS} template={COLUMNS} />
        )}
        <ol className="flex flex-col gap-3 sm:gap-2">
          {rows.fields.map((row, index) => {
            const rowErrors = errors.confirmations?.[index];
            const position = index + 1;
            return (
              <li
                key={row.id}
                className="flex flex-col gap-1 border-b border-border pb-3 sm:border-0 sm:pb-0"
              >
                <div className={`grid grid-cols-2 items-center gap-2 ${COLUMNS}`}>
                  <Input
                    aria-label={`Clé de la confirmation ${position}`}
                    aria-invalid={rowErrors?.key ? true : undefined}
                    autoComplete="off"
                    spellCheck={false}
                    className="font-mono text-xs uppercase"
                    {...form.register(`confirmations.${index}.key`)}
                  />
                  <Input
                    aria-label={`Libellé de la confirmation ${position}`}
                    aria-invalid={rowErrors?.label ? true : undefined}
                    autoComplete="off"
                    {...form.register(`confirmations.${index}.label`, { onBlur: () => suggestKey(index) })}
                  />
                  <Select
                    aria-label={`Niveau de la confirmation ${position}`}
                    {...form.register(`confirmations.${index}.level`)}
                  >
                    {CONFIRMATION_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {level}
                      </option>
                    ))}
                  </Select>
                  <Checkbox
                    label="Obligatoire"
                    aria-label={`Confirmation ${position} obligatoire`}
                    {...form.register(`confirmations.${index}.mandatory`)}
                    className="sm:justify-center sm:[&>span]:sr-only"
                  />
                  <DecimalInput
                    aria-label={`Poids de la confirmation ${position}`}
                    aria-invalid={rowErrors?.weight ? true : undefined}
                    {...form.register(`confirmations.${index}.weight`)}
                  />
                  <RowActions
                    name={`la confirmation ${position}`}
                    onRemove={() => rows.remove(index)}
                    onMove={(offset) => rows.move(index, index + offset)}
                    isFirst={index === 0}
                    isLast={index === rows.fields.length - 1}
                  />
                </div>
                <RowErrors
                  messages={[rowErrors?.key?.message, rowErrors?.label?.message, rowErrors?.weight?.message]}
                />
              </li>
            );
          })}
        </ol>
        <AddRowButton onClick={() => rows.append({ ...EMPTY_CONFIRMATION })}>
          Ajouter une confirmation
        </AddRowButton>
      </div>
    </FormSection>
  );
}
