import {
  type CapitalAccountInput,
  CHALLENGE_PRESETS,
  DAILY_LOSS_BASES,
  DAILY_LOSS_BASIS_LABELS,
  MAX_LOSS_TYPE_LABELS,
  MAX_LOSS_TYPES,
} from '@carnet/contract';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TimezoneSelect } from '../../configurations/components/timezone-select.tsx';
import type { CapitalAccountFormValues } from './capital-account-form-values.ts';
import {
  CHALLENGE_RULE_FIELDS,
  PRESET_NEEDS_STARTING_BALANCE,
  presetValues,
} from './challenge-rules-values.ts';

type AccountForm = UseFormReturn<CapitalAccountFormValues, unknown, CapitalAccountInput>;

const NO_LIMIT = 'Vide : pas de cette règle.';

/** docs/rules/challenges.md#rules: the firm's rules of a challenge account; a preset fills them from the starting balance. */
export function ChallengeRulesFields({ form }: { form: AccountForm }) {
  const [presetKey, setPresetKey] = useState('');
  const errors = form.formState.errors.rules;

  const applyPreset = (key: string) => {
    setPresetKey(key);
    const preset = CHALLENGE_PRESETS.find((candidate) => candidate.key === key);
    if (preset === undefined) return;
    const values = presetValues(preset, form.getValues('starting_balance'));
    if (values === null) {
      form.setError('starting_balance', { type: 'preset', message: PRESET_NEEDS_STARTING_BALANCE });
      return;
    }
    for (const field of CHALLENGE_RULE_FIELDS)
      form.setValue(`rules.${field}`, values[field], { shouldDirty: true });
    form.clearErrors('rules');
  };

  return (
    <div className="flex flex-col gap-4">
      {errors?.message !== undefined && <p className="text-xs font-medium text-loss">{errors.message}</p>}
      <Field label="Modèle de règles" hint="Remplit les règles ; modifiez-les ensuite.">
        {(control) => (
          <Select {...control} value={presetKey} onChange={(event) => applyPreset(event.target.value)}>
            <option value="">Choisir un modèle…</option>
            {CHALLENGE_PRESETS.map((preset) => (
              <option key={preset.key} value={preset.key}>
                {preset.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label="Objectif de profit"
          hint="Vide : objectif de solde − solde de départ."
          error={errors?.profit_target?.message}
        >
          {(control) => <DecimalInput {...control} {...form.register('rules.profit_target')} />}
        </Field>
        <Field
          label="Perte journalière max."
          hint="Un montant. Vide : pas de cette règle, ou un pourcentage."
          error={errors?.daily_loss_limit?.message}
        >
          {(control) => <DecimalInput {...control} {...form.register('rules.daily_loss_limit')} />}
        </Field>
        <Field
          label="Perte journalière max. (%)"
          hint="Ou un pourcentage du solde choisi dans « Pourcentage calculé sur »."
          error={errors?.daily_loss_pct?.message}
        >
          {(control) => <DecimalInput {...control} {...form.register('rules.daily_loss_pct')} />}
        </Field>
        <Field
          label="Pourcentage calculé sur"
          hint="Solde au début de la journée : recalculé chaque jour."
          error={errors?.daily_loss_basis?.message}
        >
          {(control) => (
            <Select {...control} {...form.register('rules.daily_loss_basis')}>
              {DAILY_LOSS_BASES.map((basis) => (
                <option key={basis} value={basis}>
                  {DAILY_LOSS_BASIS_LABELS[basis]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Perte maximale" hint={NO_LIMIT} error={errors?.max_loss?.message}>
          {(control) => <DecimalInput {...control} {...form.register('rules.max_loss')} />}
        </Field>
        <Field label="Plancher de perte maximale" error={errors?.max_loss_type?.message}>
          {(control) => (
            <Select {...control} {...form.register('rules.max_loss_type')}>
              {MAX_LOSS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {MAX_LOSS_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Verrou du plancher suiveur"
          hint="Le plancher ne monte pas au-delà. Vide : solde de départ."
          error={errors?.trailing_lock?.message}
        >
          {(control) => <DecimalInput {...control} {...form.register('rules.trailing_lock')} />}
        </Field>
        <Field
          label="Jours de trading minimum"
          hint="Jours avec au moins une clôture. Vide ou 0 : pas de minimum."
          error={errors?.min_trading_days?.message}
        >
          {(control) => <DecimalInput {...control} {...form.register('rules.min_trading_days')} integer />}
        </Field>
        <Field
          label="Consistance (%)"
          hint="Part maximale du profit total pour le meilleur jour."
          error={errors?.consistency_pct?.message}
        >
          {(control) => <DecimalInput {...control} {...form.register('rules.consistency_pct')} />}
        </Field>
        <Field label="Fuseau de la journée" error={errors?.reset_timezone?.message} className="sm:col-span-2">
          {(control) => (
            <Controller
              control={form.control}
              name="rules.reset_timezone"
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
        <Field label="Début de la journée" error={errors?.reset_time?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('rules.reset_time')}
              type="text"
              placeholder="hh:mm"
              className="num"
            />
          )}
        </Field>
      </div>
    </div>
  );
}
