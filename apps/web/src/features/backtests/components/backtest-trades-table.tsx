import { type BacktestTrade, DIRECTION_LABELS } from '@carnet/contract';
import { clsx } from 'clsx';
import { Trash2 } from 'lucide-react';
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
import { EMPTY_VALUE, formatDateTime, formatNumber, formatR } from '../../../lib/format.ts';
import { formatPnl, pnlTone, withCurrency } from '../utils/backtest-format.ts';

const TONE_CLASSES = { gain: 'text-gain', loss: 'text-loss', neutral: 'text-fg' } as const;

/** Prices keep every digit entered (up to the 8 of the step), with at least 2. */
const formatPrice = (value: string | null) => formatNumber(value, 8, 2);

type BacktestTradesTableProps = {
  trades: readonly BacktestTrade[];
  /** The session's currency (docs/rules/imports.md), shown with each pnl; null when it has none. */
  currency: string | null;
  onDelete: (trade: BacktestTrade) => void;
};

/**
 * docs/ui.md: nine columns. The instrument, timeframe and strategy tag sit under the entry time, so that the
 * delete action is the ninth column rather than a tenth.
 */
export function BacktestTradesTable({ trades, currency, onDelete }: BacktestTradesTableProps) {
  return (
    <Table aria-label="Trades de la session">
      <TableHead>
        <tr>
          <TableHeaderCell>Date d’entrée</TableHeaderCell>
          <TableHeaderCell>Sens</TableHeaderCell>
          <TableHeaderCell align="right">Prix d’entrée</TableHeaderCell>
          <TableHeaderCell align="right">Quantité</TableHeaderCell>
          <TableHeaderCell align="right">Stop</TableHeaderCell>
          <TableHeaderCell>Take profits</TableHeaderCell>
          <TableHeaderCell align="right">PnL</TableHeaderCell>
          <TableHeaderCell align="right">R</TableHeaderCell>
          <RowActionsHeader />
        </tr>
      </TableHead>
      <TableBody>
        {newestFirst(trades).map((trade) => (
          <TradeRow key={trade.id} trade={trade} currency={currency} onDelete={onDelete} />
        ))}
      </TableBody>
    </Table>
  );
}

type TradeRowProps = Omit<BacktestTradesTableProps, 'trades'> & { trade: BacktestTrade };

function TradeRow({ trade, currency, onDelete }: TradeRowProps) {
  const context = [trade.instrument, trade.timeframe, trade.strategy_tag].filter(Boolean).join(' · ');
  const entryTime = formatDateTime(trade.entry_time);
  return (
    <TableRow>
      <TableCell className="h-auto py-1.5">
        <div className="num leading-tight">{entryTime}</div>
        <div className="max-w-48 truncate text-xs leading-tight text-fg-subtle">{context || EMPTY_VALUE}</div>
      </TableCell>
      <TableCell>
        <Badge tone={trade.side === 'LONG' ? 'gain' : 'loss'}>{DIRECTION_LABELS[trade.side]}</Badge>
      </TableCell>
      <TableCell align="right">{formatPrice(trade.entry_price)}</TableCell>
      <TableCell align="right">{formatNumber(trade.qty, 8)}</TableCell>
      <TableCell align="right" className="text-fg-muted">
        {formatPrice(trade.stop_loss)}
      </TableCell>
      <TableCell className="num max-w-56 truncate text-fg-muted" title={takeProfitsText(trade)}>
        {takeProfitsText(trade)}
      </TableCell>
      <TableCell align="right" className={clsx('font-medium', TONE_CLASSES[pnlTone(trade.pnl_abs)])}>
        {trade.pnl_abs === null ? <Badge>Ouvert</Badge> : withCurrency(formatPnl(trade.pnl_abs), currency)}
      </TableCell>
      <TableCell align="right" className={TONE_CLASSES[rTone(trade.r_multiple)]}>
        {formatR(trade.r_multiple)}
      </TableCell>
      <RowActionsCell className="w-10 px-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Supprimer le trade du ${entryTime}`}
          className="hover:text-loss"
          onClick={() => onDelete(trade)}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </RowActionsCell>
    </TableRow>
  );
}

function takeProfitsText(trade: BacktestTrade): string {
  if (trade.take_profits.length === 0) return EMPTY_VALUE;
  return [...trade.take_profits]
    .sort((a, b) => a.order - b.order)
    .map((tp) => `${formatPrice(tp.price)} × ${formatNumber(tp.quantity_to_sell, 8)}`)
    .join(' · ');
}

function rTone(value: number | null): keyof typeof TONE_CLASSES {
  if (value === null || value === 0) return 'neutral';
  return value > 0 ? 'gain' : 'loss';
}

function newestFirst(trades: readonly BacktestTrade[]): BacktestTrade[] {
  return [...trades].sort((a, b) => b.entry_time.localeCompare(a.entry_time) || b.id - a.id);
}
