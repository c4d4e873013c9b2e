import { JOURNAL_STATE_LABELS } from '@carnet/contract';
import { useFormContext } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { JournalFormValues } from './journal-form-values.ts';
import { ScaleField } from './scale-field.tsx';

const LOW_HIGH = ['Faible', 'Forte'] as const;

/** « État »: mood, energy and stress on five steps, and the night's sleep (docs/rules/journal.md#fields). */
export function StateSection() {
  const form = useFormContext<JournalFormValues>();
  const errors = form.formState.errors.state;
  return (
    <Card aria-labelledby="journal-state-title">
      <CardHeader
        titleId="journal-state-title"
        title="État"
        description="Comment vous êtes aujourd’hui, de 1 à 5."
      />
      <CardBody className="flex flex-col gap-4">
        <ScaleField
          legend={JOURNAL_STATE_LABELS.mood}
          ends={['Mauvaise', 'Excellente']}
          registration={form.register('state.mood')}
          error={errors?.mood?.message}
        />
        <ScaleField
          legend={JOURNAL_STATE_LABELS.energy}
          ends={LOW_HIGH}
          registration={form.register('state.energy')}
          error={errors?.energy?.message}
        />
        <ScaleField
          legend={JOURNAL_STATE_LABELS.stress}
          ends={LOW_HIGH}
          registration={form.register('state.stress')}
          error={errors?.stress?.message}
        />
        <Field
          label={`${JOURNAL_STATE_LABELS.sleep_hours} (heures)`}
          hint="De 0 à 24, par demi-heure (7,5)."
          error={errors?.sleep_hours?.message}
          className="max-w-64"
        >
          {(control) => <Input {...control} inputMode="decimal" {...form.register('state.sleep_hours')} />}
        </Field>
      </CardBody>
    </Card>
  );
}
