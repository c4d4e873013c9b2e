import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from './button.tsx';
import { TableCell, TableHeaderCell } from './table.tsx';

/** The header of a table's last column: no visible title, « Actions » for screen readers. */
export function RowActionsHeader() {
  return (
    <TableHeaderCell align="right">
      <span className="sr-only">Actions</span>
    </TableHeaderCell>
  );
}

/** The last cell of a row: its actions, side by side at the right. */
export function RowActionsCell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <TableCell align="right" className={className}>
      <div className="flex justify-end gap-1">{children}</div>
    </TableCell>
  );
}

/** « Modifier », opening the row's own page; its accessible name says which row (« Modifier Compte A »). */
export function RowEditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className={buttonStyles('ghost', 'sm')} aria-label={`Modifier ${name}`}>
      <Pencil aria-hidden className="size-3.5" />
      <span className="hidden sm:inline">Modifier</span>
    </Link>
  );
}
