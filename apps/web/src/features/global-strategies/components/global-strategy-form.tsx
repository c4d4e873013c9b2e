import { type GlobalStrategy, globalStrategyInputSchema } from '@carnet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { paths } from '../../../app/paths.ts';
import { FormFooter } from '../../../components/form-footer.tsx';
import { BooleanSelectField } from '../../../components/ui/boolean-select-field.tsx';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { reportFormError } from '../../../lib/report-error.ts';
import { useCreateGlobalStrategy } from '../api/create-global-strategy.ts';
import { useUpdateGlobalStrategy } from '../api/update-global-strategy.ts';

type GlobalStrategyFormInput = z.input<typeof globalStrategyInputSchema>;
type GlobalStrategyFormValues = z.output<typeof globalStrategyInputSchema>;

const FIELDS = ['name', 'description', 'active'] as const;

function initialValues(strategy: GlobalStrategy | null): GlobalStrategyFormValues {
  if (strategy === null) return { name: '', description: '', active: true };
  return { name: strategy.name, description: strategy.description, active: strategy.active };
}

/** docs/ui.md Global strategies: name, active select, description; back to the list once saved. */
export function GlobalStrategyForm({ strategy }: { strategy: GlobalStrategy | null }) {
  const navigate = useNavigate();
  const create = useCreateGlobalStrategy();
  const update = useUpdateGlobalStrategy();
  const form = useForm<GlobalStrategyFormInput, unknown, GlobalStrategyFormValues>({
    resolver: zodResolver(globalStrategyInputSchema),
    defaultValues: initialValues(strategy),
  });
  const unsavedChanges = useUnsavedChangesGuard(form.control);
  const { errors } = form.formState;

  const callbacks = {
    onSuccess: () => {
      toast.success('Stratégie globale enregistrée');
      unsavedChanges.allowLeaving();
      void navigate(paths.globalStrategies.list);
    },
    onError: (error: unknown) => reportFormError(error, form.setError, FIELDS),
  };
  const submit = form.handleSubmit((body) =>
    strategy === null ? create.mutate(body, callbacks) : update.mutate({ id: strategy.id, body }, callbacks),
  );

  return (
    <Card>
      <CardBody>
        <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-4">
          {unsavedChanges.element}
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <Field label="Nom" error={errors.name?.message}>
              {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
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
          <Field
            label="Description"
            hint="Le cadre commun à ses configurations : marché, style, règles générales."
            error={errors.description?.message}
          >
            {(control) => <Textarea {...control} {...form.register('description')} rows={5} />}
          </Field>
          <FormFooter
            cancel={{ to: paths.globalStrategies.list }}
            submitLabel="Enregistrer"
            pendingLabel="Enregistrement…"
            isPending={create.isPending || update.isPending}
          />
        </form>
      </CardBody>
    </Card>
  );
}
