import type { LoginRequest } from '@carnet/contract';
import { REQUIRED_MESSAGE } from '@carnet/contract';
import { AlertCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useLogin } from '../api/create-token.ts';

/** docs/ui.md#errors: one message for every login failure, so nothing tells which of the two fields was wrong. */
export const LOGIN_FAILURE_MESSAGE = 'Identifiants invalides ou erreur serveur.';

// docs/rules/trades.md#validation: both fields required. Checked with react-hook-form's own rules rather than the contract's zod schema:
// zod alone would take the login page over its 150 KB JavaScript budget (docs/budgets.md).
const isFilled = (value: string) => value.trim() !== '' || REQUIRED_MESSAGE;

type LoginFormProps = {
  /** Called when valid credentials leave for the server, before its answer. */
  onSubmitted?: () => void;
  onSignedIn: () => void;
};

export function LoginForm({ onSubmitted, onSignedIn }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<LoginRequest>({ defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ username, password }) => {
    onSubmitted?.();
    login.mutate({ username: username.trim(), password }, { onSuccess: onSignedIn });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {login.isError && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-loss/40 bg-loss-soft px-3 py-2 text-sm text-loss"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {LOGIN_FAILURE_MESSAGE}
        </div>
      )}
      <Field label="Nom d’utilisateur" error={errors.username?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('username', { validate: isFilled })}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            autoFocus
          />
        )}
      </Field>
      <Field label="Mot de passe" error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password', { validate: (value) => value !== '' || REQUIRED_MESSAGE })}
            autoComplete="current-password"
            required
          />
        )}
      </Field>
      <Button
        type="submit"
        variant="primary"
        className="mt-1 w-full justify-center"
        isLoading={login.isPending}
        loadingText="Connexion…"
      >
        Connexion
      </Button>
    </form>
  );
}
