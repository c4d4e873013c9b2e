import { zodResolver } from '@hookform/resolvers/zod';
import { Target } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormDateInput } from '../../../components/ui/form-date-input.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { INVALID_REQUEST_MESSAGE } from '../../../lib/error-mapper.ts';
import { markFieldErrors } from '../../../lib/report-error.ts';
import { useCreateGoal } from '../api/create-goal.ts';
import {
  type GoalFormInput,
  type GoalFormValues,
  goalFormDefaults,
  goalFormSchema,
} from '../utils/goal-forms.ts';

export const CREATE_GOAL_FAILED = "Impossible de créer l'objectif.";
const GOAL_FIELDS = ['label', 'target_minutes', 'start_date', 'deadline'] as const;

/** docs/ui.md: with no active goal, the form to set one — a label, a target in minutes, a start, a deadline. */
export function GoalCreateForm() {
  const createGoal = useCreateGoal();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const form = useForm<GoalFormInput, unknown, GoalFormValues>({
    resolver: zodResolver(goalFormSchema),
    defaultValues: goalFormDefaults(new Date()),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setServerMessage(null);
    createGoal.mutate(values, {
      onSuccess: () => toast.success('Objectif créé'),
      onError: (error) => {
        const { message } = markFieldErrors(error, form.setError, GOAL_FIELDS);
        // A line-level reason (e.g. another goal is already active) is worth showing beside the form.
        if (error instanceof ApiError && error.status === 400 && message !== INVALID_REQUEST_MESSAGE)
          setServerMessage(message);
        toast.error(CREATE_GOAL_FAILED);
      },
    });
  });

  return (
    <Card aria-labelledby="new-goal-title">
      <CardHeader
        titleId="new-goal-title"
        title="Nouvel objectif"
        description="Aucun objectif actif. Fixez-vous un volume de pratique et suivez-le séance après séance."
      />
      <CardBody>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3.5">
          <Field label="Intitulé" error={errors.label?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('label')}
                placeholder="Ex. : 10 h de replay London en mars"
              />
            )}
          </Field>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label="Durée cible (minutes)" error={errors.target_minutes?.message}>
              {(control) => <DecimalInput {...control} {...form.register('target_minutes')} integer />}
            </Field>
            <Field label="Date de début" error={errors.start_date?.message}>
              {(control) => <FormDateInput {...control} control={form.control} name="start_date" />}
            </Field>
            <Field label="Échéance (facultatif)" error={errors.deadline?.message}>
              {(control) => <FormDateInput {...control} control={form.control} name="deadline" />}
            </Field>
          </div>
          {serverMessage !== null && (
            <p role="alert" className="text-sm font-medium text-loss">
              {serverMessage}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" variant="primary" isLoading={createGoal.isPending} loadingText="Création…">
              <Target aria-hidden className="size-4" />
              Créer l’objectif
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
