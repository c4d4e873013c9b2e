import type { Configuration, ConfigurationInput, GlobalStrategy } from '@carnet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths.ts';
import { FormFooter } from '../../../components/form-footer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { reportActionError, reportFormError } from '../../../lib/report-error.ts';
import { useCreateConfiguration } from '../api/create-configuration.ts';
import { useDeleteConfiguration } from '../api/delete-configuration.ts';
import { useUpdateConfiguration } from '../api/update-configuration.ts';
import { configurationFormSchema } from './configuration-form-schema.ts';
import {
  CONFIGURATION_FIELDS,
  type ConfigurationFormValues,
  configurationValues,
  defaultConfigurationValues,
} from './configuration-form-values.ts';
import { ConfigurationScreenshots } from './configuration-screenshots.tsx';
import { ConfirmationsSection } from './confirmations-section.tsx';
import { GeneralSection } from './general-section.tsx';
import { GradeBandsSection } from './grade-bands-section.tsx';
import { TimingSection } from './timing-section.tsx';
import { TypesSection } from './types-section.tsx';

type ConfigurationFormProps = {
  configuration: Configuration | null;
  globalStrategies: readonly GlobalStrategy[] | undefined;
};

function initialValues({ configuration, globalStrategies }: ConfigurationFormProps): ConfigurationFormValues {
  if (configuration !== null) return configurationValues(configuration);
  // With a single global strategy there is nothing to choose.
  const [only, ...others] = globalStrategies ?? [];
  return defaultConfigurationValues(only !== undefined && others.length === 0 ? only.id : null);
}

/** docs/rules/trades.md#fields Configuration, every field; screenshots once it exists. */
export function ConfigurationForm(props: ConfigurationFormProps) {
  const { configuration, globalStrategies } = props;
  const navigate = useNavigate();
  const create = useCreateConfiguration();
  const update = useUpdateConfiguration();
  const remove = useDeleteConfiguration();
  const [isDeleting, setIsDeleting] = useState(false);
  const form = useForm<ConfigurationFormValues, unknown, ConfigurationInput>({
    resolver: zodResolver(configurationFormSchema),
    defaultValues: initialValues(props),
  });
  const unsavedChanges = useUnsavedChangesGuard(form.control);

  const onError = (error: unknown) => reportFormError(error, form.setError, CONFIGURATION_FIELDS);
  const submit = form.handleSubmit((body) => {
    if (configuration === null) {
      create.mutate(body, {
        onSuccess: (created) => {
          toast.success('Configuration enregistrée');
          unsavedChanges.allowLeaving();
          void navigate(paths.configurations.detail(created.id), { replace: true });
        },
        onError,
      });
      return;
    }
    update.mutate(
      { id: configuration.id, body },
      {
        onSuccess: (saved) => {
          form.reset(configurationValues(saved));
          toast.success('Configuration enregistrée');
        },
        onError,
      },
    );
  });
  const confirmDelete = () => {
    if (configuration === null) return;
    remove.mutate(configuration.id, {
      onSuccess: () => {
        toast.success('Configuration supprimée');
        unsavedChanges.allowLeaving();
        void navigate(paths.configurations.list);
      },
      onError: (error) => {
        setIsDeleting(false);
        reportActionError(error);
      },
    });
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {unsavedChanges.element}
        <GeneralSection globalStrategies={globalStrategies} />
        <ConfirmationsSection />
        <TimingSection />
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <GradeBandsSection />
          <TypesSection />
        </div>
        <ConfigurationScreenshots configurationId={configuration?.id ?? null} />
        <FormFooter
          cancel={{ to: paths.configurations.list }}
          submitLabel="Enregistrer"
          pendingLabel="Enregistrement…"
          isPending={create.isPending || update.isPending}
          sticky={{
            isDirty: form.formState.isDirty,
            start: configuration !== null && (
              <Button variant="ghost" className="hover:text-loss" onClick={() => setIsDeleting(true)}>
                <Trash2 aria-hidden className="size-4" />
                Supprimer
              </Button>
            ),
          }}
        />
      </form>
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </FormProvider>
  );
}
