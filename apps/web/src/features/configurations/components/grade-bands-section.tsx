import { useFieldArray, useFormContext } from 'react-hook-form';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { type ConfigurationFormValues, EMPTY_GRADE_BAND } from './configuration-form-values.ts';
import { FormSection } from './form-section.tsx';
import { AddRowButton, ListHeader, RowActions, RowErrors } from './list-editor.tsx';

const COLUMNS = 'grid-cols-[1fr_1fr_1fr_2.25rem]';
const HEADERS = [
  { label: 'Note' },
  { label: 'Score min. (%)', align: 'right' },
  { label: 'Risque (%)', align: 'right' },
  { label: '' },
] as const;

/** docs/rules/trades.md#fields, docs/ui.md: grade bands — the grade given from a minimum score, and the risk percent it recommends. */
export function GradeBandsSection() {
  const form = useFormContext<ConfigurationFormValues>();
  const { errors } = form.formState;
  const bands = useFieldArray({ control: form.control, name: 'grade_bands' });

  return (
    <FormSection
      id="configuration-grades"
      title="Notes et risque"
      description="La note retenue est celle de la bande au minimum le plus haut atteint par le score."
      error={errors.grade_bands?.message ?? errors.grade_bands?.root?.message}
    >
      <div className="flex flex-col gap-2">
        <ListHeader columns={HEADERS} template={COLUMNS} />
        <ol className="flex flex-col gap-2">
          {bands.fields.map((row, index) => {
            const rowErrors = errors.grade_bands?.[index];
            const position = index + 1;
            return (
              <li key={row.id} className="flex flex-col gap-1">
                <div className={`grid gap-2 ${COLUMNS}`}>
                  <Input
                    aria-label={`Note de la bande ${position}`}
                    aria-invalid={rowErrors?.grade ? true : undefined}
                    autoComplete="off"
                    className="font-semibold"
                    {...form.register(`grade_bands.${index}.grade`)}
                  />
                  <DecimalInput
                    aria-label={`Score minimum de la bande ${position} (%)`}
                    aria-invalid={rowErrors?.min ? true : undefined}
                    {...form.register(`grade_bands.${index}.min`)}
                  />
                  <DecimalInput
                    aria-label={`Risque de la bande ${position} (%)`}
                    aria-invalid={rowErrors?.risk_pct ? true : undefined}
                    {...form.register(`grade_bands.${index}.risk_pct`)}
                  />
                  <RowActions name={`la bande ${position}`} onRemove={() => bands.remove(index)} />
                </div>
                <RowErrors
                  messages={[
                    rowErrors?.grade?.message,
                    rowErrors?.min?.message,
                    rowErrors?.risk_pct?.message,
                  ]}
                />
              </li>
            );
          })}
        </ol>
        <AddRowButton onClick={() => bands.append({ ...EMPTY_GRADE_BAND })}>Ajouter une bande</AddRowButton>
      </div>
    </FormSection>
  );
}
