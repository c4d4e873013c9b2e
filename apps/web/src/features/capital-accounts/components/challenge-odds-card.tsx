import {
  type CapitalAccount,
  SIMULATION_SAMPLE_LABELS,
  SIMULATION_SAMPLES,
  type SimulationRequestInput,
  type SimulationResponse,
} from '@carnet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { reportFormError } from '../../../lib/report-error.ts';
import { useSimulateChallenge } from '../api/simulate-challenge.ts';
import { ChallengeOddsResult } from './challenge-odds-result.tsx';
import {
  INITIAL_ODDS_VALUES,
  ODDS_FIELDS,
  type OddsFormValues,
  oddsFormSchema,
} from './challenge-odds-values.ts';

/**
 * docs/rules/challenges.md « Probabilité de réussite »: the trader's own trading days drawn again and again through the firm's
 * rules, from where the account stands; the odds, their interval, and the risk sweep.
 */
export function ChallengeOddsCard({ account }: { account: CapitalAccount }) {
  const titleId = useId();
  const simulate = useSimulateChallenge();
  const form = useForm<OddsFormValues, unknown, SimulationRequestInput>({
    resolver: zodResolver(oddsFormSchema),
    defaultValues: INITIAL_ODDS_VALUES,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    simulate.mutate(
      { id: account.id, body },
      { onError: (error) => reportFormError(error, form.setError, ODDS_FIELDS) },
    ),
  );
  const result: SimulationResponse | undefined = simulate.data;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        titleId={titleId}
        title="Probabilité de réussite"
        description="Vos journées de trading réelles, tirées au hasard des milliers de fois à travers les règles du challenge, depuis le solde actuel."
      />
      <CardBody className="flex flex-col gap-5">
        <form
          noValidate
          onSubmit={submit}
          className="grid grid-cols-2 items-start gap-4 sm:grid-cols-3 xl:grid-cols-[1fr_1fr_1fr_1.5fr_1fr_auto]"
        >
          <Field label="Risque par trade (%)" hint="Du solde de départ." error={errors.risk_pct?.message}>
            {(control) => <DecimalInput {...control} {...form.register('risk_pct')} />}
          </Field>
          <Field label="Simulations" error={errors.runs?.message}>
            {(control) => <DecimalInput {...control} {...form.register('runs')} integer />}
          </Field>
          <Field label="Horizon (jours de trading)" error={errors.horizon_days?.message}>
            {(control) => <DecimalInput {...control} {...form.register('horizon_days')} integer />}
          </Field>
          <Field label="Échantillon" error={errors.sample?.message}>
            {(control) => (
              <Select {...control} {...form.register('sample')}>
                {SIMULATION_SAMPLES.map((sample) => (
                  <option key={sample} value={sample}>
                    {SIMULATION_SAMPLE_LABELS[sample]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label="Trades par jour"
            hint="Vide : les journées entières."
            error={errors.trades_per_day?.message}
          >
            {(control) => <DecimalInput {...control} {...form.register('trades_per_day')} integer />}
          </Field>
          <div className="col-span-2 flex sm:col-span-1 sm:pt-[1.4rem]">
            <Button type="submit" variant="primary" isLoading={simulate.isPending} loadingText="Calcul…">
              Calculer
            </Button>
          </div>
        </form>
        {result !== undefined && <ChallengeOddsResult result={result} />}
      </CardBody>
    </Card>
  );
}
