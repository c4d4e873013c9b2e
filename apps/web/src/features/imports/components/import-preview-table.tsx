import { ASSET_TYPE_LABELS, DIRECTION_LABELS, type ImportedTrade } from '@carnet/contract';
import { clsx } from 'clsx';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table.tsx';
import { EMPTY_VALUE, formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { MONEY_TONE_CLASSES, moneySign } from '../utils/money-sign.ts';

type ImportPreviewTableProps = { trades: readonly ImportedTrade[]; count: number; currency: string };

/** The first trades as the import will create them, dates in the browser's zone (docs/rules/imports.md). */
export function ImportPreviewTable({ trades, count, currency }: ImportPreviewTableProps) {
  const caption =
    trades.length < count
      ? `Les ${formatNumber(trades.length, 0)} premières opérations sur ${formatNumber(count, 0)}`
      : 'Les opérations telles qu’elles seront créées';
  return (
    // 200 rows scroll in place under their head, so the history and the exports stay a short scroll away.
    <Table scrollLabel="Aperçu des opérations" scrollerClassName="max-h-[32rem] overflow-y-auto">
      <caption className="px-3 pb-2 text-left text-xs text-fg-subtle">{caption}</caption>
      <TableHead sticky>
        <tr>
          <TableHeaderCell>Date</TableHeaderCell>
          <TableHeaderCell>Symbole</TableHeaderCell>
          <TableHeaderCell>Type</TableHeaderCell>
          <TableHeaderCell>Direction</TableHeaderCell>
          <TableHeaderCell align="right">Quantité</TableHeaderCell>
          <TableHeaderCell align="right">Entrée</TableHeaderCell>
          <TableHeaderCell align="right">Sortie</TableHeaderCell>
          <TableHeaderCell align="right">Frais</TableHeaderCell>
          <TableHeaderCell align="right">Net</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">État</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {trades.map((trade) => (
          <TableRow
            key={`${trade.line}-${trade.external_id}`}
            className={trade.is_duplicate ? 'opacity-60' : undefined}
          >
            <TableCell className="num">{formatDateTime(trade.entry_date)}</TableCell>
            <TableCell className="font-medium">{trade.asset_name}</TableCell>
            <TableCell>{ASSET_TYPE_LABELS[trade.asset_type]}</TableCell>
            <TableCell>{DIRECTION_LABELS[trade.direction]}</TableCell>
            <TableCell align="right">{formatNumber(trade.quantity)}</TableCell>
            <TableCell align="right">{formatNumber(trade.entry_price)}</TableCell>
            <TableCell align="right">
              {trade.close_price === null ? 'Ouverte' : formatNumber(trade.close_price)}
            </TableCell>
            <TableCell align="right">{formatMoney(trade.fees, currency)}</TableCell>
            <TableCell
              align="right"
              className={clsx('font-medium', MONEY_TONE_CLASSES[moneySign(trade.pnl_amount)])}
            >
              {trade.pnl_amount === null ? EMPTY_VALUE : formatMoney(trade.pnl_amount, currency)}
            </TableCell>
            <TableCell>{trade.is_duplicate && <Badge tone="warn">Doublon</Badge>}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
