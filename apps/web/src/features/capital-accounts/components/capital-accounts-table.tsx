import { CAPITAL_MODE_LABELS, type CapitalAccount } from '@carnet/contract';
import { clsx } from 'clsx';
import { paths } from '../../../app/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { RowActionsCell, RowActionsHeader, RowEditLink } from '../../../components/ui/row-actions.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table.tsx';
import { EMPTY_VALUE, formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';

function Progress({ account }: { account: CapitalAccount }) {
  const { progress_pct: percent } = account;
  if (percent === null) return <span className="text-fg-subtle">{EMPTY_VALUE}</span>;
  return (
    <div className="flex items-center justify-end gap-2">
      <ProgressBar
        value={percent}
        label={`Progression de ${account.name}`}
        tone={percent >= 100 ? 'gain' : 'accent'}
        className="w-16"
      />
      <span className={clsx('w-14', percent < 0 && 'text-loss', percent >= 100 && 'text-gain')}>
        {formatPercent(percent)}
      </span>
    </div>
  );
}

/** docs/ui.md Capital accounts list; balances in the account's own currency, French style. */
export function CapitalAccountsTable({ accounts }: { accounts: readonly CapitalAccount[] }) {
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell>Nom</TableHeaderCell>
          <TableHeaderCell>Type</TableHeaderCell>
          <TableHeaderCell align="right">Solde de départ</TableHeaderCell>
          <TableHeaderCell align="right">Solde actuel</TableHeaderCell>
          <TableHeaderCell align="right">Objectif</TableHeaderCell>
          <TableHeaderCell align="right">Progression</TableHeaderCell>
          <TableHeaderCell align="right">Trades</TableHeaderCell>
          <RowActionsHeader />
        </tr>
      </TableHead>
      <TableBody>
        {accounts.map((account) => (
          <TableRow key={account.id}>
            <TableCell>
              <div className="flex items-center gap-2">
                <span className="font-medium">{account.name}</span>
                {account.is_active ? <Badge tone="gain">Actif</Badge> : <Badge>Archivé</Badge>}
              </div>
            </TableCell>
            <TableCell className="text-fg-muted">{CAPITAL_MODE_LABELS[account.mode]}</TableCell>
            <TableCell align="right" className="text-fg-muted">
              {formatMoney(account.starting_balance, account.currency)}
            </TableCell>
            <TableCell align="right" className="font-medium">
              {formatMoney(account.current_balance, account.currency)}
            </TableCell>
            <TableCell align="right" className="text-fg-muted">
              {formatMoney(account.target_balance, account.currency)}
            </TableCell>
            <TableCell align="right">
              <Progress account={account} />
            </TableCell>
            <TableCell align="right">{formatNumber(account.trades_count)}</TableCell>
            <RowActionsCell>
              <RowEditLink to={paths.capitalAccounts.detail(account.id)} name={account.name} />
            </RowActionsCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
