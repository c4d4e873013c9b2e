import { type AdminUser, FIELD_MESSAGES } from '@carnet/contract';
import { KeyRound, UserCheck, UserX } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RowActionsCell, RowActionsHeader } from '../../../components/ui/row-actions.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

type UsersTableProps = {
  users: readonly AdminUser[];
  currentUserId: number | undefined;
  onResetPassword: (user: AdminUser) => void;
  onToggleActive: (user: AdminUser) => void;
};

export function UsersTable({ users, currentUserId, onResetPassword, onToggleActive }: UsersTableProps) {
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell>Utilisateur</TableHeaderCell>
          <TableHeaderCell>E-mail</TableHeaderCell>
          <TableHeaderCell>Staff</TableHeaderCell>
          <TableHeaderCell>Statut</TableHeaderCell>
          <TableHeaderCell align="right">Créé le</TableHeaderCell>
          <TableHeaderCell align="right">Dernière connexion</TableHeaderCell>
          <RowActionsHeader />
        </tr>
      </TableHead>
      <TableBody>
        {users.map((user) => {
          const isSelf = user.id === currentUserId;
          return (
            <TableRow key={user.id}>
              <TableCell className="font-medium">
                {user.username}
                {isSelf && <span className="ml-2 text-xs text-fg-subtle">(vous)</span>}
              </TableCell>
              <TableCell className="text-fg-muted">{user.email === '' ? '-' : user.email}</TableCell>
              <TableCell>
                {user.is_staff ? (
                  <Badge tone="accent">Staff</Badge>
                ) : (
                  <span className="text-fg-subtle">Non</span>
                )}
              </TableCell>
              <TableCell>
                {user.is_active ? <Badge tone="gain">Actif</Badge> : <Badge tone="loss">Désactivé</Badge>}
              </TableCell>
              <TableCell align="right" className="text-fg-muted">
                {formatDate(user.date_joined)}
              </TableCell>
              <TableCell align="right" className="text-fg-muted">
                {user.last_login === null ? 'Jamais' : formatDateTime(user.last_login)}
              </TableCell>
              <RowActionsCell>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onResetPassword(user)}
                  aria-label={`Réinitialiser le mot de passe de ${user.username}`}
                >
                  <KeyRound aria-hidden className="size-3.5" />
                  <span className="hidden xl:inline">Mot de passe</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onToggleActive(user)}
                  disabled={isSelf}
                  title={isSelf ? FIELD_MESSAGES.cannotDisableSelf : undefined}
                  aria-label={`${user.is_active ? 'Désactiver' : 'Réactiver'} ${user.username}`}
                  className={user.is_active ? 'hover:text-loss' : 'hover:text-gain'}
                >
                  {user.is_active ? (
                    <UserX aria-hidden className="size-3.5" />
                  ) : (
                    <UserCheck aria-hidden className="size-3.5" />
                  )}
                  <span className="hidden xl:inline">{user.is_active ? 'Désactiver' : 'Réactiver'}</span>
                </Button>
              </RowActionsCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
