import type { ChallengeDay } from '@carnet/contract';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatMoney, formatPeriod } from '../../../lib/format.ts';

/** The curve's figures as text, day by day (the chart's alternative for screen readers and the keyboard). */
export function ChallengeDaysTable({ days, currency }: { days: readonly ChallengeDay[]; currency: string }) {
  return (
    <details className="mt-2 px-2 text-sm">
      <summary className="cursor-pointer text-fg-muted hover:text-fg">
        Jours de trading ({days.length})
      </summary>
      <Table scrollLabel="Jours de trading du challenge" className="mt-2">
        <TableHead>
          <tr>
            <TableHeaderCell>Jour</TableHeaderCell>
            <TableHeaderCell align="right">Résultat</TableHeaderCell>
            <TableHeaderCell align="right">Plus bas</TableHeaderCell>
            <TableHeaderCell align="right">Solde</TableHeaderCell>
            <TableHeaderCell align="right">Plancher</TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.date}>
              <TableCell>{formatPeriod(day.date, 'day')}</TableCell>
              <TableCell align="right">{formatMoney(day.pnl, currency)}</TableCell>
              <TableCell align="right">{formatMoney(day.low, currency)}</TableCell>
              <TableCell align="right">{formatMoney(day.balance_end, currency)}</TableCell>
              <TableCell align="right">{formatMoney(day.floor, currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </details>
  );
}
