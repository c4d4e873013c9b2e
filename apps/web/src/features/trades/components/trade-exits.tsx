import type { TradeExit } from '@carnet/contract';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';

/** docs/rules/trades.md « Sorties »: what left the position, in time order, each date on the trader's clock. */
export function TradeExits({ exits }: { exits: readonly TradeExit[] }) {
  return (
    <Card aria-labelledby="trade-exits" className="overflow-hidden">
      <CardHeader titleId="trade-exits" title="Sorties" />
      <Table aria-labelledby="trade-exits">
        <TableHead>
          <tr>
            <TableHeaderCell>Date</TableHeaderCell>
            <TableHeaderCell align="right">Prix</TableHeaderCell>
            <TableHeaderCell align="right">Quantité</TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {exits.map((exit) => (
            <TableRow key={exit.id}>
              <TableCell className="num text-fg-muted">{formatDateTime(exit.executed_at)}</TableCell>
              <TableCell align="right">{formatNumber(exit.price)}</TableCell>
              <TableCell align="right">{formatNumber(exit.quantity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
