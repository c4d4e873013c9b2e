import type { BacktestSession } from '@carnet/contract';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table.tsx';
import { EMPTY_VALUE, formatDate, formatFractionAsPercent } from '../../../lib/format.ts';
import { formatPnl, pnlTone, withCurrency } from '../utils/backtest-format.ts';

const TONE_CLASSES = { gain: 'text-gain', loss: 'text-loss', neutral: 'text-fg' } as const;

/** docs/ui.md: the sessions with their headline metrics; the name opens the session. */
export function SessionsTable({ sessions }: { sessions: readonly BacktestSession[] }) {
  return (
    <Table aria-label="Sessions de backtest">
      <TableHead>
        <tr>
          <TableHeaderCell>Nom</TableHeaderCell>
          <TableHeaderCell>Instrument</TableHeaderCell>
          <TableHeaderCell>Unité de temps</TableHeaderCell>
          <TableHeaderCell align="right">Trades</TableHeaderCell>
          <TableHeaderCell align="right">PnL total</TableHeaderCell>
          <TableHeaderCell align="right">Taux de réussite</TableHeaderCell>
          <TableHeaderCell align="right">Créée le</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {newestFirst(sessions).map((session) => (
          <TableRow key={session.id}>
            <TableCell className="max-w-64 truncate font-medium">
              <Link
                to={paths.backtests.session(session.id)}
                className="text-fg hover:text-accent hover:underline focus-visible:text-accent"
              >
                {session.name}
              </Link>
            </TableCell>
            <TableCell className="font-mono text-[13px]">{session.instrument || EMPTY_VALUE}</TableCell>
            <TableCell className="text-fg-muted">{session.timeframe || EMPTY_VALUE}</TableCell>
            <TableCell align="right">{session.trades_count}</TableCell>
            <TableCell
              align="right"
              className={clsx('font-medium', TONE_CLASSES[pnlTone(session.metrics.total_pnl)])}
            >
              {withCurrency(formatPnl(session.metrics.total_pnl), session.currency)}
            </TableCell>
            <TableCell align="right">{formatFractionAsPercent(session.metrics.win_rate)}</TableCell>
            <TableCell align="right" className="text-fg-muted">
              {formatDate(session.created_at)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function newestFirst(sessions: readonly BacktestSession[]): BacktestSession[] {
  return [...sessions].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}
