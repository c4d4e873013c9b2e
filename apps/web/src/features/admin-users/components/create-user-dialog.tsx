import { adminUserCreateSchema } from '@carnet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormFooter } from '../../../components/form-footer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { reportFormError } from '../../../lib/report-error.ts';
import { useCreateUser } from '../api/create-user.ts';

type CreateUserInput = z.input<typeof adminUserCreateSchema>;
type CreateUserValues = z.output<typeof adminUserCreateSchema>;

const EMPTY: CreateUserInput = { username: '', email: '', password: '', is_staff: false };

/** README.md: staff create accounts with an initial password, to hand over to the trader. */
export function CreateUserDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const createUser = useCreateUser();
  const form = useForm<CreateUserInput, unknown, CreateUserValues>({
    resolver: zodResolver(adminUserCreateSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const openChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) form.reset(EMPTY);
  };

  const submit = form.handleSubmit((values) =>
    createUser.mutate(values, {
      onSuccess: (user) => {
        toast.success(`Utilisateur « ${user.username} » créé`);
        openChange(false);
      },
      onError: (error) =>
        reportFormError(error, form.setError, ['username', 'email', 'password', 'is_staff']),
    }),
  );

  return (
    <Dialog open={isOpen} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="primary">
          <UserPlus aria-hidden className="size-4" />
          Nouvel utilisateur
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Nouvel utilisateur"
        description="Transmettez le mot de passe initial à son titulaire."
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field
            label="Nom d’utilisateur"
            hint="Lettres, chiffres et @ . + - _"
            error={errors.username?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('username')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Field>
          <Field label="E-mail (facultatif)" error={errors.email?.message}>
            {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="off" />}
          </Field>
          <Field label="Mot de passe initial" error={errors.password?.message}>
            {(control) => (
              <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" />
            )}
          </Field>
          <Checkbox label="Administrateur (accès à cette page)" {...form.register('is_staff')} />
          {errors.is_staff?.message !== undefined && (
            <p className="text-xs text-loss">{errors.is_staff.message}</p>
          )}
          <FormFooter
            cancel={{ closesDialog: true }}
            submitLabel="Créer le compte"
            pendingLabel="Création…"
            isPending={createUser.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
