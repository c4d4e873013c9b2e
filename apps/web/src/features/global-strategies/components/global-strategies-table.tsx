import type { GlobalStrategy } from '@carnet/contract';
import { paths } from '../../../app/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { RowActionsCell, RowActionsHeader, RowEditLink } from '../../../components/ui/row-actions.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table.tsx';

/** docs/ui.md Global strategies list: name, active, edit. */
export function GlobalStrategiesTable({ strategies }: { strategies: readonly GlobalStrategy[] }) {
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell>Nom</TableHeaderCell>
          <TableHeaderCell>Active</TableHeaderCell>
          <RowActionsHeader />
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
            <RowActionsCell>
              <RowEditLink to={paths.globalStrategies.detail(strategy.id)} name={strategy.name} />
            </RowActionsCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
