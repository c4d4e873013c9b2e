import { useFieldArray, useFormContext } from 'react-hook-form';
import { Input } from '../../../components/ui/input.tsx';
import type { ConfigurationFormValues } from './configuration-form-values.ts';
import { FormSection } from './form-section.tsx';
import { AddRowButton, RowActions, RowErrors } from './list-editor.tsx';

/** docs/rules/trades.md#fields: the types (variants) of the setup a trade can name; blank ones are dropped on save (docs/rules/trades.md#validation). */
export function TypesSection() {
  const form = useFormContext<ConfigurationFormValues>();
  const { errors } = form.formState;
  const types = useFieldArray({ control: form.control, name: 'types' });

  return (
    <FormSection
      id="configuration-types"
      title="Types"
      description="Les variantes du setup, proposées dans le formulaire de trade."
      error={errors.types?.message ?? errors.types?.root?.message}
    >
      <div className="flex flex-col gap-2">
        {types.fields.length === 0 && <p className="text-sm text-fg-subtle">Aucun type.</p>}
        <ol className="flex flex-col gap-2">
          {types.fields.map((row, index) => (
            <li key={row.id} className="flex flex-col gap-1">
              <div className="grid grid-cols-[1fr_auto] gap-2">
                <Input
                  aria-label={`Description du type ${index + 1}`}
                  aria-invalid={errors.types?.[index]?.description ? true : undefined}
                  autoComplete="off"
                  maxLength={200}
                  {...form.register(`types.${index}.description`)}
                />
                <RowActions name={`le type ${index + 1}`} onRemove={() => types.remove(index)} />
              </div>
              <RowErrors messages={[errors.types?.[index]?.description?.message]} />
            </li>
          ))}
        </ol>
        <AddRowButton onClick={() => types.append({ description: '' })}>Ajouter un type</AddRowButton>
      </div>
    </FormSection>
  );
}
