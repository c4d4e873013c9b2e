import type { AdminUser } from '@carnet/contract';
import { ShieldAlert, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ListState } from '../../../components/list-state.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { reportActionError } from '../../../lib/report-error.ts';
import { useCurrentUser } from '../../auth/api/get-current-user.ts';
import { useAdminUsers } from '../api/list-users.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { CreateUserDialog } from '../components/create-user-dialog.tsx';
import { ResetPasswordDialog } from '../components/reset-password-dialog.tsx';
import { UsersTable } from '../components/users-table.tsx';

/** README.md: /admin/users, staff only — list, create, disable/enable, reset a password. */
export function AdminUsersPage() {
  const me = useCurrentUser();
  const isStaff = me.data?.is_staff === true;
  const users = useAdminUsers({ enabled: isStaff });
  const updateUser = useUpdateUser();
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [toggling, setToggling] = useState<AdminUser | null>(null);

  if (me.data !== undefined && !isStaff) {
    return (
      <Card>
        <EmptyState
          icon={ShieldAlert}
          title="Accès réservé aux administrateurs."
          description="Demandez à un administrateur de Carnet de gérer les comptes."
        />
      </Card>
    );
  }

  const confirmToggle = () => {
    if (toggling === null) return;
    const { id, username, is_active } = toggling;
    updateUser.mutate(
      { id, is_active: !is_active },
      {
        onSuccess: () => {
          toast.success(is_active ? `Compte « ${username} » désactivé` : `Compte « ${username} » réactivé`);
          setToggling(null);
        },
        onError: (error) => {
          reportActionError(error);
          setToggling(null);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Utilisateurs"
        description="Créez les comptes, désactivez-les ou réinitialisez leur mot de passe."
        actions={isStaff ? <CreateUserDialog /> : undefined}
      />
      <Card aria-busy={users.isPending}>
        <ListState
          items={users.data}
          query={users}
          icon={Users}
          errorTitle="La liste des utilisateurs n’a pas pu être chargée."
        >
          {(rows) => (
            <UsersTable
              users={rows}
              currentUserId={me.data?.id}
              onResetPassword={setResetting}
              onToggleActive={setToggling}
            />
          )}
        </ListState>
      </Card>
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => (open ? undefined : setToggling(null))}
        onConfirm={confirmToggle}
        isPending={updateUser.isPending}
        tone={toggling?.is_active === false ? 'primary' : 'danger'}
        message={
          toggling?.is_active === false
            ? `Êtes-vous sûr ? « ${toggling.username} » pourra de nouveau se connecter.`
            : `Êtes-vous sûr ? « ${toggling?.username ?? ''} » ne pourra plus se connecter.`
        }
      />
    </>
  );
}
