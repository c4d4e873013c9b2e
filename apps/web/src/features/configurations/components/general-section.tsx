import type { GlobalStrategy } from '@carnet/contract';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { DescriptionField } from '../../../components/rich-text/description-field.tsx';
import { BooleanSelectField } from '../../../components/ui/boolean-select-field.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { ConfigurationFormValues } from './configuration-form-values.ts';
import { FormSection } from './form-section.tsx';
import { TimezoneSelect } from './timezone-select.tsx';

/** Name, parent global strategy, time zone, active and the rich-text description. */
export function GeneralSection({
  globalStrategies,
}: {
  globalStrategies: readonly GlobalStrategy[] | undefined;
}) {
  const form = useFormContext<ConfigurationFormValues>();
  const { errors } = form.formState;
  const descriptionLabelId = useId();
  const descriptionErrorId = useId();
  const hasNoStrategy = globalStrategies !== undefined && globalStrategies.length === 0;

  return (
    <FormSection id="configuration-general" title="Général">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_2fr_1fr]">
        <Field label="Nom" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
        </Field>
        <Field
          label="Stratégie globale"
          error={errors.parent_strategy?.message}
          hint={
            hasNoStrategy ? (
              <>
                Aucune stratégie globale.{' '}
                <Link to={paths.globalStrategies.new} className="font-medium text-accent hover:underline">
                  Créer une stratégie globale
                </Link>
              </>
            ) : undefined
          }
        >
          {(control) => (
            <Select
              {...control}
              {...form.register('parent_strategy')}
              disabled={globalStrategies === undefined}
            >
              <option value="">Sélectionner…</option>
              {globalStrategies?.map((strategy) => (
                <option key={strategy.id} value={String(strategy.id)}>
                  {strategy.active ? strategy.name : `${strategy.name} (inactive)`}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Fuseau horaire" error={errors.timezone?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="timezone"
              render={({ field }) => (
                <TimezoneSelect
                  {...control}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </Field>
        <BooleanSelectField
          control={form.control}
          name="active"
          label="Active"
          error={errors.active?.message}
          trueLabel="Oui"
          falseLabel="Non"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <span id={descriptionLabelId} className="text-xs font-medium text-fg-muted">
          Description
        </span>
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <DescriptionField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelId={descriptionLabelId}
              describedBy={errors.description ? descriptionErrorId : undefined}
              isInvalid={errors.description !== undefined}
            />
          )}
        />
        {errors.description?.message !== undefined && (
          <p id={descriptionErrorId} className="text-xs font-medium text-loss">
            {errors.description.message}
          </p>
        )}
      </div>
    </FormSection>
  );
}
