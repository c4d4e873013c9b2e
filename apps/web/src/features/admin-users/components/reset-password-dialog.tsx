import { type AdminSetPassword, type AdminUser, adminSetPasswordSchema } from '@carnet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormFooter } from '../../../components/form-footer.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { reportFormError } from '../../../lib/report-error.ts';
import { useSetUserPassword } from '../api/set-user-password.ts';

type ResetPasswordDialogProps = { user: AdminUser | null; onClose: () => void };

/** Sets a new password for a user who lost theirs; it is shown to nobody but the administrator typing it. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const setUserPassword = useSetUserPassword();
  const form = useForm<AdminSetPassword>({
    resolver: zodResolver(adminSetPasswordSchema),
    defaultValues: { password: '' },
  });

  const close = () => {
    form.reset({ password: '' });
    onClose();
  };

  const submit = form.handleSubmit(({ password }) => {
    if (user === null) return;
    setUserPassword.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          toast.success(`Mot de passe de « ${user.username} » réinitialisé`);
          close();
        },
        onError: (error) => reportFormError(error, form.setError, ['password']),
      },
    );
  });

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent
        title="Réinitialiser le mot de passe"
        description={user === null ? undefined : `Nouveau mot de passe pour « ${user.username} ».`}
        size="sm"
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label="Nouveau mot de passe" error={form.formState.errors.password?.message}>
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('password')}
                autoComplete="new-password"
                autoFocus
              />
            )}
          </Field>
          <FormFooter
            cancel={{ closesDialog: true }}
            submitLabel="Réinitialiser"
            pendingLabel="En cours..."
            isPending={setUserPassword.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
