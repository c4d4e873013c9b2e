import { DIRECTION_LABELS, PNL_SOURCE_LABELS, type TradeListItem } from '@carnet/contract';
import { ArrowDownRight, ArrowUpRight, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { RowActionsCell, RowActionsHeader } from '../../../components/ui/row-actions.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table.tsx';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney, formatR } from '../../../lib/format.ts';
import { useAccountCurrencies } from '../hooks/use-account-currency.ts';
import { isUnknownR, rText } from '../utils/r-text.ts';
import { signTone } from './figure.tsx';
import { ComplianceBadge, OutcomeBadge, StatusBadge } from './trade-badges.tsx';

function rTone(value: number | null): string {
  if (value === null || value === 0) return 'text-fg-muted';
  return value > 0 ? 'text-gain' : 'text-loss';
}

/**
 * SPEC §2 trades table, shared by /trades and the dashboard: entry date (the user's zone), asset, direction,
 * result, status, close date, realized R (2 decimals, « R inconnu (pas de stop) » for a closed trade without a
 * stop), the net in the account's currency (« estimé » when it comes from R × risk, docs/rules/money.md), grade,
 * rules compliance and the « Éditer » link.
 */
export function TradesTable({ trades }: { trades: readonly TradeListItem[] }) {
  const currencyOf = useAccountCurrencies();
  return (
    <Table aria-label="Opérations">
      <TableHead>
        <tr>
          <TableHeaderCell>Entrée</TableHeaderCell>
          <TableHeaderCell>Actif</TableHeaderCell>
          <TableHeaderCell>Sens</TableHeaderCell>
          <TableHeaderCell>Résultat</TableHeaderCell>
          <TableHeaderCell>Statut</TableHeaderCell>
          <TableHeaderCell>Clôture</TableHeaderCell>
          <TableHeaderCell align="right">R réalisé</TableHeaderCell>
          <TableHeaderCell align="right">Net</TableHeaderCell>
          <TableHeaderCell align="center">Note</TableHeaderCell>
          <TableHeaderCell align="center">Règles</TableHeaderCell>
          <RowActionsHeader />
        </tr>
      </TableHead>
      <TableBody>
        {trades.map((trade) => (
          <TableRow key={trade.id}>
            <TableCell className="num text-fg-muted">{formatDateTime(trade.entry_date)}</TableCell>
            <TableCell>
              <Link
                to={paths.trades.detail(trade.id)}
                className="font-medium text-fg hover:text-accent hover:underline"
              >
                {trade.asset_name}
              </Link>
            </TableCell>
            <TableCell>
              <span className="inline-flex items-center gap-1 text-fg-muted">
                {trade.direction === 'LONG' ? (
                  <ArrowUpRight aria-hidden className="size-3.5 text-gain" />
                ) : (
                  <ArrowDownRight aria-hidden className="size-3.5 text-loss" />
                )}
                {DIRECTION_LABELS[trade.direction]}
              </span>
            </TableCell>
            <TableCell>
              <OutcomeBadge outcome={trade.outcome} />
            </TableCell>
            <TableCell>
              <StatusBadge status={trade.status} isDraft={trade.is_draft} />
            </TableCell>
            <TableCell className="num text-fg-muted">{formatDate(trade.close_date)}</TableCell>
            <TableCell align="right" className={rTone(trade.realized_rr)}>
              {trade.status === 'CLOSED' && isUnknownR(trade.realized_rr, trade.stop_loss_price) ? (
                <span className="text-xs">{rText(trade.realized_rr, trade.stop_loss_price)}</span>
              ) : (
                formatR(trade.realized_rr)
              )}
            </TableCell>
            <TableCell align="right">
              <span className={signTone(trade.pnl_amount)}>
                {formatMoney(trade.pnl_amount, currencyOf(trade.capital_account))}
              </span>
              {trade.pnl_amount !== null && trade.pnl_source === 'ESTIMATED' && (
                <span className="ml-1 text-xs text-fg-muted">{PNL_SOURCE_LABELS.ESTIMATED}</span>
              )}
            </TableCell>
            <TableCell align="center" className="font-semibold">
              {trade.grade ?? EMPTY_VALUE}
            </TableCell>
            <TableCell align="center">
              <ComplianceBadge isCompliant={trade.is_compliant} />
            </TableCell>
            <RowActionsCell>
              {/* SPEC §2: « Éditer », the row's main action, drawn as a link in the accent colour. */}
              <Link
                to={paths.trades.edit(trade.id)}
                aria-label={`Éditer l’opération ${trade.asset_name} n° ${trade.id}`}
                className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs font-medium text-accent hover:bg-accent-soft"
              >
                <Pencil aria-hidden className="size-3.5" />
                Éditer
              </Link>
            </RowActionsCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
