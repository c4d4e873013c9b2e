// biome-ignore-all lint/a11y/noRedundantRoles: the head of a StackedTable (components/ui/stacked-table.tsx) spells its roles out, which WebKit drops once the table is shown as cards below `sm`.
import {
  DIRECTION_LABELS,
  PNL_SOURCE_LABELS,
  type TradeListItem,
  type TradeOrdering,
  type TradeSortField,
} from '@carnet/contract';
import { ArrowDown, ArrowDownRight, ArrowUp, ArrowUpDown, ArrowUpRight, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import {
  StackedBody,
  StackedCell,
  StackedRow,
  StackedRowHeader,
  StackedTable,
} from '../../../components/ui/stacked-table.tsx';
import { TableHeaderCell } from '../../../components/ui/table.tsx';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney, formatR } from '../../../lib/format.ts';
import { useAccountCurrencies } from '../hooks/use-account-currency.ts';
import type { TradeSelection } from '../hooks/use-trade-selection.ts';
import { isUnknownR, rText } from '../utils/r-text.ts';
import { signTone } from './figure.tsx';
import { ComplianceBadge, OutcomeBadge, StatusBadge } from './trade-badges.tsx';

function rTone(value: number | null): string {
  if (value === null || value === 0) return 'text-fg-muted';
  return value > 0 ? 'text-gain' : 'text-loss';
}

/** The list's sort and the header click that changes it; without one the headers are plain text. */
export type TradesSort = { ordering: TradeOrdering; onSort: (field: TradeSortField) => void };

const COLUMNS = {
  entry: 'Entrée',
  asset: 'Actif',
  direction: 'Sens',
  outcome: 'Résultat',
  status: 'Statut',
  close: 'Clôture',
  r: 'R réalisé',
  net: 'Net',
  grade: 'Note',
  rules: 'Règles',
} as const;

type HeaderProps = {
  label: string;
  field?: TradeSortField;
  sort?: TradesSort | undefined;
  align?: 'left' | 'right' | 'center';
};

/**
 * A column header; a sortable one holds a button (keyboard: Tab then Entrée or Espace) and says its order with
 * aria-sort (docs/ui.md). Seen from `sm` up; on a phone the cards show each value under its caption.
 */
function Header({ label, field, sort, align }: HeaderProps) {
  if (field === undefined || sort === undefined) {
    return (
      <TableHeaderCell role="columnheader" align={align}>
        {label}
      </TableHeaderCell>
    );
  }
  const direction =
    sort.ordering === field ? 'ascending' : sort.ordering === `-${field}` ? 'descending' : 'none';
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <TableHeaderCell role="columnheader" align={align} aria-sort={direction}>
      <button
        type="button"
        onClick={() => sort.onSort(field)}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-fg focus-visible:ring-2 focus-visible:ring-accent/40 focus-visible:outline-none"
      >
        {label}
        <Icon aria-hidden className={direction === 'none' ? 'size-3 opacity-50' : 'size-3 text-accent'} />
      </button>
    </TableHeaderCell>
  );
}

/**
 * docs/ui.md trades table, shared by /trades and the dashboard: asset, entry date (the user's zone), close date,
 * direction, result, status, realized R (2 decimals, « R inconnu (pas de stop) » for a closed trade without a
 * stop), the net in the account's currency (« estimé » when it comes from R × risk, docs/rules/money.md), grade,
 * rules compliance and the « Éditer » link.
 */
type TradesTableProps = {
  trades: readonly TradeListItem[];
  sort?: TradesSort | undefined;
  /** Given on the list: each row gets its checkbox (docs/ui.md#bulk-actions). */
  selection?: TradeSelection | undefined;
};

export function TradesTable({ trades, sort, selection }: TradesTableProps) {
  const currencyOf = useAccountCurrencies();
  return (
    <StackedTable aria-label="Opérations">
      <thead role="rowgroup" className="border-b border-border bg-surface-2/60 max-sm:sr-only">
        <tr role="row">
          <Header label={COLUMNS.asset} />
          <Header label={COLUMNS.entry} field="entry_date" sort={sort} />
          <Header label={COLUMNS.close} />
          <Header label={COLUMNS.direction} />
          <Header label={COLUMNS.outcome} />
          <Header label={COLUMNS.status} />
          <Header label={COLUMNS.r} field="realized_rr" sort={sort} align="right" />
          <Header label={COLUMNS.net} field="pnl_amount" sort={sort} align="right" />
          <Header label={COLUMNS.grade} align="center" />
          <Header label={COLUMNS.rules} align="center" />
          <TableHeaderCell role="columnheader" align="right">
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </tr>
      </thead>
      <StackedBody>
        {trades.map((trade) => (
          <StackedRow key={trade.id}>
            <StackedRowHeader span={2}>
              {selection !== undefined && (
                <input
                  type="checkbox"
                  checked={selection.isSelected(trade.id)}
                  onChange={() => selection.toggle(trade.id)}
                  aria-label={`Sélectionner l’opération ${trade.asset_name} n° ${trade.id}`}
                  className="mr-2.5 size-4 cursor-pointer rounded border-border bg-surface-2 align-middle accent-(--accent)"
                />
              )}
              <Link
                to={paths.trades.detail(trade.id)}
                className="font-medium text-fg hover:text-accent hover:underline"
              >
                {trade.asset_name}
              </Link>
            </StackedRowHeader>
            <StackedCell caption={COLUMNS.entry} span={2} className="num text-fg-muted">
              {formatDateTime(trade.entry_date)}
            </StackedCell>
            <StackedCell caption={COLUMNS.close} span={2} className="num text-fg-muted">
              {formatDate(trade.close_date)}
            </StackedCell>
            <StackedCell caption={COLUMNS.direction}>
              <span className="inline-flex items-center gap-1 text-fg-muted">
                {trade.direction === 'LONG' ? (
                  <ArrowUpRight aria-hidden className="size-3.5 text-gain" />
                ) : (
                  <ArrowDownRight aria-hidden className="size-3.5 text-loss" />
                )}
                {DIRECTION_LABELS[trade.direction]}
              </span>
            </StackedCell>
            <StackedCell caption={COLUMNS.outcome}>
              <OutcomeBadge outcome={trade.outcome} />
            </StackedCell>
            <StackedCell caption={COLUMNS.status}>
              <StatusBadge status={trade.status} isDraft={trade.is_draft} />
            </StackedCell>
            <StackedCell caption={COLUMNS.r} align="right" className={rTone(trade.realized_rr)}>
              {trade.status === 'CLOSED' && isUnknownR(trade.realized_rr, trade.stop_loss_price) ? (
                <span className="text-xs">{rText(trade.realized_rr, trade.stop_loss_price)}</span>
              ) : (
                formatR(trade.realized_rr)
              )}
            </StackedCell>
            <StackedCell caption={COLUMNS.net} align="right" span={2}>
              <span className={`num ${signTone(trade.pnl_amount)}`}>
                {formatMoney(trade.pnl_amount, currencyOf(trade.capital_account))}
              </span>
              {trade.pnl_amount !== null && trade.pnl_source === 'ESTIMATED' && (
                <span className="ml-1 text-xs text-fg-muted max-sm:block max-sm:ml-0">
                  {PNL_SOURCE_LABELS.ESTIMATED}
                </span>
              )}
            </StackedCell>
            <StackedCell caption={COLUMNS.grade} align="center" className="font-semibold">
              {trade.grade ?? EMPTY_VALUE}
            </StackedCell>
            <StackedCell caption={COLUMNS.rules} align="center">
              <ComplianceBadge isCompliant={trade.is_compliant} />
            </StackedCell>
            <StackedCell caption="Actions" align="right" span={2}>
              {/* docs/ui.md: « Éditer », the row's main action, drawn as a link in the accent colour. */}
              <Link
                to={paths.trades.edit(trade.id)}
                aria-label={`Éditer l’opération ${trade.asset_name} n° ${trade.id}`}
                className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs font-medium text-accent hover:bg-accent-soft"
              >
                <Pencil aria-hidden className="size-3.5" />
                Éditer
              </Link>
            </StackedCell>
          </StackedRow>
        ))}
      </StackedBody>
    </StackedTable>
  );
}
