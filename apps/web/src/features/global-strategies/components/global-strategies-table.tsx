import type { GlobalStrategy } from '@carnet/contract';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table.tsx';

/** SPEC §2 Global strategies list: name, active, edit. */
export function GlobalStrategiesTable({ strategies }: { strategies: readonly GlobalStrategy[] }) {
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell>Nom</TableHeaderCell>
          <TableHeaderCell>Active</TableHeaderCell>
          <TableHeaderCell align="right">
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {strategies.map((strategy) => (
          <TableRow key={strategy.id}>
            <TableCell className="max-w-md whitespace-normal">
              <div className="font-medium">{strategy.name}</div>
              {strategy.description !== '' && (
                <div className="truncate text-xs text-fg-subtle">{strategy.description}</div>
              )}
            </TableCell>
            <TableCell>{strategy.active ? <Badge tone="gain">Oui</Badge> : <Badge>Non</Badge>}</TableCell>
            <TableCell align="right">
              <Link
                to={paths.globalStrategies.detail(strategy.id)}
                className={buttonStyles('ghost', 'sm')}
                aria-label={`Modifier ${strategy.name}`}
              >
                <Pencil aria-hidden className="size-3.5" />
                <span className="hidden sm:inline">Modifier</span>
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
