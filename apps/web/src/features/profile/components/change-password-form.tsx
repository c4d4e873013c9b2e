import { FIELD_MESSAGES, setPasswordRequestSchema } from '@carnet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { reportFormError } from '../../../lib/report-error.ts';
import { useSetPassword } from '../../auth/api/set-password.ts';

const changePasswordSchema = setPasswordRequestSchema
  .extend({ confirmation: z.string() })
  .refine((values) => values.new_password === values.confirmation, {
    path: ['confirmation'],
    message: FIELD_MESSAGES.passwordsDiffer,
  });

type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

const EMPTY: ChangePasswordValues = { current_password: '', new_password: '', confirmation: '' };

export function ChangePasswordForm() {
  const setPassword = useSetPassword();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const unsavedChanges = useUnsavedChangesGuard(form.control);
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ current_password, new_password }) =>
    setPassword.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast.success('Mot de passe modifié');
        },
        onError: (error) => reportFormError(error, form.setError, ['current_password', 'new_password']),
      },
    ),
  );

  return (
    <Card aria-labelledby="password-title">
      <CardHeader titleId="password-title" title="Mot de passe" description="8 caractères au minimum." />
      <CardBody>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {unsavedChanges.element}
          <div className="grid items-start gap-4 lg:grid-cols-3">
            <Field label="Mot de passe actuel" error={errors.current_password?.message}>
              {(control) => (
                <PasswordInput
                  {...control}
                  {...form.register('current_password')}
                  autoComplete="current-password"
                />
              )}
            </Field>
            <Field label="Nouveau mot de passe" error={errors.new_password?.message}>
              {(control) => (
                <PasswordInput {...control} {...form.register('new_password')} autoComplete="new-password" />
              )}
            </Field>
            <Field label="Confirmation" error={errors.confirmation?.message}>
              {(control) => (
                <PasswordInput {...control} {...form.register('confirmation')} autoComplete="new-password" />
              )}
            </Field>
          </div>
          <div className="flex justify-end">
            <Button
              type="submit"
              variant="primary"
              isLoading={setPassword.isPending}
              loadingText="Modification…"
            >
              Changer le mot de passe
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
