import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCurrentUser } from '../../auth/api/get-current-user.ts';

/** docs/ui.md Profile: username and e-mail, read-only (accounts are managed by an administrator). */
export function IdentityCard() {
  const user = useCurrentUser();
  return (
    <Card aria-labelledby="identity-title" aria-busy={user.isPending}>
      <CardHeader
        titleId="identity-title"
        title="Compte"
        description="Modifiables par un administrateur uniquement."
      />
      <CardBody className="grid gap-4 sm:grid-cols-2">
        {user.data === undefined ? (
          <>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </>
        ) : (
          <>
            <Field label="Nom d’utilisateur">
              {(control) => <Input {...control} value={user.data.username} readOnly />}
            </Field>
            <Field label="E-mail">
              {(control) => (
                <Input {...control} value={user.data.email === '' ? '-' : user.data.email} readOnly />
              )}
            </Field>
          </>
        )}
      </CardBody>
    </Card>
  );
}
