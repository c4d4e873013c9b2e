import type { Configuration, GlobalStrategy } from '@carnet/contract';
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
import { EMPTY_VALUE, formatNumber } from '../../../lib/format.ts';

type ConfigurationsTableProps = {
  configurations: readonly Configuration[];
  globalStrategies: readonly GlobalStrategy[] | undefined;
};

/** docs/ui.md Configurations list: name, active (Oui/Non), timezone, edit — with the parent and checklist size. */
export function ConfigurationsTable({ configurations, globalStrategies }: ConfigurationsTableProps) {
  const strategyName = (id: number) =>
    globalStrategies?.find((strategy) => strategy.id === id)?.name ?? EMPTY_VALUE;
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell>Nom</TableHeaderCell>
          <TableHeaderCell>Active</TableHeaderCell>
          <TableHeaderCell>Fuseau horaire</TableHeaderCell>
          <TableHeaderCell>Stratégie globale</TableHeaderCell>
          <TableHeaderCell align="right">Confirmations</TableHeaderCell>
          <RowActionsHeader />
        </tr>
      </TableHead>
      <TableBody>
        {configurations.map((configuration) => (
          <TableRow key={configuration.id}>
            <TableCell className="font-medium">{configuration.name}</TableCell>
            <TableCell>
              {configuration.active ? <Badge tone="gain">Oui</Badge> : <Badge>Non</Badge>}
            </TableCell>
            <TableCell className="font-mono text-xs text-fg-muted">{configuration.timezone}</TableCell>
            <TableCell className="text-fg-muted">{strategyName(configuration.parent_strategy)}</TableCell>
            <TableCell align="right" className="text-fg-muted">
              {formatNumber(configuration.confirmations.length)}
            </TableCell>
            <RowActionsCell>
              <RowEditLink to={paths.configurations.detail(configuration.id)} name={configuration.name} />
            </RowActionsCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
