import { backtestSessionInputSchema } from '@carnet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { paths } from '../../../app/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { markFieldErrors } from '../../../lib/report-error.ts';
import { useCreateSession } from '../api/create-session.ts';

type SessionFormInput = z.input<typeof backtestSessionInputSchema>;
type SessionFormValues = z.output<typeof backtestSessionInputSchema>;

const SESSION_FIELDS = ['name', 'instrument', 'timeframe', 'starting_equity', 'notes'] as const;
const EMPTY: SessionFormInput = {
  name: '',
  instrument: '',
  timeframe: '',
  starting_equity: '10000.00',
  notes: '',
};

/** docs/ui.md#errors: a refused session (400) and a failed save (anything else) have their own messages. */
export const SESSION_SAVE_MESSAGES = {
  invalid: "Impossible d'enregistrer cette session.",
  failed: "Erreur lors de l'enregistrement de la session.",
} as const;

/** docs/ui.md: the creation form beside the list; a new session opens at once. */
export function SessionCreateForm() {
  const navigate = useNavigate();
  const createSession = useCreateSession();
  const form = useForm<SessionFormInput, unknown, SessionFormValues>({
    resolver: zodResolver(backtestSessionInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    createSession.mutate(values, {
      onSuccess: (session) => navigate(paths.backtests.session(session.id)),
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 400)) {
          toast.error(SESSION_SAVE_MESSAGES.failed);
          return;
        }
        markFieldErrors(error, form.setError, SESSION_FIELDS);
        toast.error(SESSION_SAVE_MESSAGES.invalid);
      },
    }),
  );

  return (
    <Card aria-labelledby="new-session-title">
      <CardHeader
        titleId="new-session-title"
        title="Nouvelle session"
        description="Un marché, une unité de temps, un capital de départ fictif."
      />
      <CardBody>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3.5">
          <Field label="Nom" error={errors.name?.message}>
            {(control) => (
              <Input {...control} {...form.register('name')} placeholder="Ex. : London breakout T1" />
            )}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field label="Instrument" error={errors.instrument?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('instrument')}
                  placeholder="EURUSD"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
              )}
            </Field>
            <Field label="Unité de temps" error={errors.timeframe?.message}>
              {(control) => (
                <Input {...control} {...form.register('timeframe')} placeholder="M15" spellCheck={false} />
              )}
            </Field>
          </div>
          <Field label="Capital de départ" error={errors.starting_equity?.message}>
            {(control) => <DecimalInput {...control} {...form.register('starting_equity')} minDecimals={2} />}
          </Field>
          <Field label="Notes" error={errors.notes?.message}>
            {(control) => <Textarea {...control} {...form.register('notes')} rows={2} />}
          </Field>
          <Button
            type="submit"
            variant="primary"
            isLoading={createSession.isPending}
            loadingText="Création…"
            className="justify-center"
          >
            <Plus aria-hidden className="size-4" />
            Créer la session
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
