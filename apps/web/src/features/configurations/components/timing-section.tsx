import { useId } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { type ConfigurationFormValues, EMPTY_SECONDARY_TIMING } from './configuration-form-values.ts';
import { FormSection } from './form-section.tsx';
import { AddRowButton, ListHeader, RowActions, RowErrors } from './list-editor.tsx';
import { WeekdayToggles } from './weekday-toggles.tsx';

const SECONDARY_COLUMNS = 'grid-cols-[1fr_1fr_2.25rem]';
const SECONDARY_HEADERS = [
  { label: 'Heure' },
  { label: 'Tolérance (min)', align: 'right' },
  { label: '' },
] as const;

function errorMessage(error: { message?: string; root?: { message?: string } } | undefined) {
  return error?.message ?? error?.root?.message;
}

/** docs/rules/trades.md#fields, docs/ui.md: the preferred timing (first entry), the secondary timings, their minimum score and multipliers. */
export function TimingSection() {
  const form = useFormContext<ConfigurationFormValues>();
  const { errors } = form.formState;
  const daysLabelId = useId();
  const secondary = useFieldArray({ control: form.control, name: 'timing_secondary' });
  // Read, not watched: only a reset changes it, and watch() would re-render the whole form at each keystroke.
  const otherPreferred = form.getValues('timing_preferred_others').length;

  return (
    <FormSection
      id="configuration-timing"
      title="Créneaux horaires"
      description="Évalués dans le fuseau horaire de la configuration."
      error={errorMessage(errors.timing_preferred) ?? errorMessage(errors.timing_secondary)}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <h3 className="text-xs font-semibold text-fg">Créneau préféré</h3>
          <div className="grid grid-cols-2 gap-4">
            <Field label="Heure" error={errors.timing_preferred?.time?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('timing_preferred.time')}
                  type="text"
                  placeholder="hh:mm"
                  className="num"
                />
              )}
            </Field>
            <Field label="Tolérance (min)" error={errors.timing_preferred?.tolerance_min?.message}>
              {(control) => (
                <DecimalInput {...control} {...form.register('timing_preferred.tolerance_min')} integer />
              )}
            </Field>
          </div>
          <div className="flex flex-col gap-1.5">
            <span id={daysLabelId} className="text-xs font-medium text-fg-muted">
              Jours
            </span>
            <Controller
              control={form.control}
              name="timing_preferred.days"
              render={({ field }) => (
                <WeekdayToggles days={field.value} onChange={field.onChange} labelledBy={daysLabelId} />
              )}
            />
            <RowErrors messages={[errors.timing_preferred?.days?.message]} />
          </div>
          {otherPreferred > 0 && (
            <p className="text-xs text-fg-subtle">
              {otherPreferred === 1
                ? 'Un autre créneau préféré est conservé tel quel.'
                : `${otherPreferred} autres créneaux préférés sont conservés tels quels.`}
            </p>
          )}
          <div className="grid grid-cols-2 items-end gap-4 border-t border-border pt-4 sm:grid-cols-3">
            <Field
              label="Score minimum en secondaire (%)"
              error={errors.secondary_min_score_pct?.message}
              className="col-span-2 sm:col-span-1"
            >
              {(control) => <DecimalInput {...control} {...form.register('secondary_min_score_pct')} />}
            </Field>
            <Field label="Multiplicateur préféré" error={errors.timing_multipliers?.preferred?.message}>
              {(control) => <DecimalInput {...control} {...form.register('timing_multipliers.preferred')} />}
            </Field>
            <Field label="Multiplicateur secondaire" error={errors.timing_multipliers?.secondary?.message}>
              {(control) => <DecimalInput {...control} {...form.register('timing_multipliers.secondary')} />}
            </Field>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="text-xs font-semibold text-fg">Créneaux secondaires</h3>
          {secondary.fields.length === 0 ? (
            <p className="text-sm text-fg-subtle">Aucun créneau secondaire.</p>
          ) : (
            <ListHeader columns={SECONDARY_HEADERS} template={SECONDARY_COLUMNS} />
          )}
          <ol className="flex flex-col gap-2">
            {secondary.fields.map((row, index) => {
              const name = `le créneau secondaire ${index + 1}`;
              const rowErrors = errors.timing_secondary?.[index];
              return (
                <li key={row.id} className="flex flex-col gap-1">
                  <div className={`grid gap-2 ${SECONDARY_COLUMNS}`}>
                    <Input
                      type="text"
                      placeholder="hh:mm"
                      className="num"
                      aria-label={`Heure du créneau secondaire ${index + 1}`}
                      aria-invalid={rowErrors?.time ? true : undefined}
                      {...form.register(`timing_secondary.${index}.time`)}
                    />
                    <DecimalInput
                      aria-label={`Tolérance du créneau secondaire ${index + 1} (min)`}
                      aria-invalid={rowErrors?.tolerance_min ? true : undefined}
                      {...form.register(`timing_secondary.${index}.tolerance_min`)}
                      integer
                    />
                    <RowActions name={name} onRemove={() => secondary.remove(index)} />
                  </div>
                  <RowErrors messages={[rowErrors?.time?.message, rowErrors?.tolerance_min?.message]} />
                </li>
              );
            })}
          </ol>
          <AddRowButton onClick={() => secondary.append({ ...EMPTY_SECONDARY_TIMING })}>
            Ajouter un créneau
          </AddRowButton>
        </div>
      </div>
    </FormSection>
  );
}
