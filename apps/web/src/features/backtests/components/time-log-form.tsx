import { zodResolver } from '@hookform/resolvers/zod';
import { Clock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { DateTimeInput } from '../../../components/ui/date-time-input.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { reportFormError } from '../../../lib/report-error.ts';
import { useCreateTimeLog } from '../api/create-time-log.ts';
import { useBacktestSessions } from '../api/list-sessions.ts';
import {
  type TimeLogFormInput,
  type TimeLogFormValues,
  timeLogFormDefaults,
  timeLogFormSchema,
  toTimeLogPayload,
} from '../utils/goal-forms.ts';

/** docs/ui.md: time logged against the active goal, optionally tied to one of the trader's sessions. */
export function TimeLogForm({ goalId }: { goalId: number }) {
  const sessions = useBacktestSessions();
  const createTimeLog = useCreateTimeLog();
  const form = useForm<TimeLogFormInput, unknown, TimeLogFormValues>({
    resolver: zodResolver(timeLogFormSchema),
    defaultValues: timeLogFormDefaults(new Date()),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    createTimeLog.mutate(toTimeLogPayload(values, goalId), {
      onSuccess: () => {
        toast.success('Temps enregistré');
        form.reset(timeLogFormDefaults(new Date(), values.session));
      },
      onError: (error) =>
        reportFormError(error, form.setError, ['duration_minutes', 'session', 'notes', 'started_at']),
    }),
  );

  return (
    <Card aria-labelledby="time-log-title">
      <CardHeader titleId="time-log-title" title="Enregistrer du temps" />
      <CardBody>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3.5">
          <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3">
            <Field label="Durée (minutes)" error={errors.duration_minutes?.message}>
              {(control) => <DecimalInput {...control} {...form.register('duration_minutes')} integer />}
            </Field>
            <Field label="Début" error={errors.started_at?.message}>
              {(control) => <DateTimeInput {...control} {...form.register('started_at')} />}
            </Field>
          </div>
          <Field label="Session (facultatif)" error={errors.session?.message}>
            {(control) => (
              <Select {...control} {...form.register('session')}>
                <option value="">Aucune session</option>
                {sessions.data?.map((session) => (
                  <option key={session.id} value={String(session.id)}>
                    {session.name}
                    {session.instrument === '' ? '' : ` · ${session.instrument}`}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Notes" error={errors.notes?.message}>
            {(control) => <Textarea {...control} {...form.register('notes')} rows={2} />}
          </Field>
          <Button
            type="submit"
            variant="primary"
            isLoading={createTimeLog.isPending}
            loadingText="Enregistrement…"
            className="justify-center"
          >
            <Clock aria-hidden className="size-4" />
            Enregistrer le temps
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
