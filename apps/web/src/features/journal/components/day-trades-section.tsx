import { DIRECTION_LABELS, JOURNAL_RULE_LABELS, type JournalDay, type TradeListItem } from '@carnet/contract';
import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import {
  StackedBody,
  StackedCell,
  StackedHead,
  StackedRow,
  StackedRowHeader,
  StackedTable,
} from '../../../components/ui/stacked-table.tsx';
import { formatDateTime, formatMoney, formatNumber, formatR } from '../../../lib/format.ts';
import { useAccountCurrencies } from '../api/list-account-currencies.ts';

const HEADERS = [
  { label: 'Opération' },
  { label: 'Entrée' },
  { label: 'R', align: 'right' },
  { label: 'Résultat', align: 'right' },
] as const;

const tone = (value: number | null) =>
  value === null || value === 0 ? 'text-fg' : value > 0 ? 'text-gain' : 'text-loss';

/** The day's trades with R and money, its figures, and the rules it broke, highlighted (docs/rules/journal.md). */
export function DayTradesSection({ day }: { day: JournalDay }) {
  const currencies = useAccountCurrencies();
  const breakers = new Set(day.rule_breaks.map((broken) => broken.trade));
  const money = (trade: TradeListItem) => {
    const currency = trade.capital_account === null ? undefined : currencies.data?.get(trade.capital_account);
    return currency === undefined ? formatNumber(trade.pnl_amount) : formatMoney(trade.pnl_amount, currency);
  };
  const net = Object.entries(day.stats.net_pnl).map(([currency, amount]) => formatMoney(amount, currency));
  return (
    <Card aria-labelledby="journal-trades-title">
      <CardHeader
        titleId="journal-trades-title"
        title="Opérations du jour"
        description={`${formatNumber(day.stats.trades)} opération(s) · ${formatNumber(day.stats.wins)} gagnante(s), ${formatNumber(day.stats.losses)} perdante(s) · ${formatR(day.stats.total_r)}${net.length > 0 ? ` · ${net.join(' · ')}` : ''}`}
      />
      {day.rule_breaks.length > 0 && (
        <ul
          className="flex flex-col gap-1 border-b border-border bg-loss-soft px-4 py-3"
          aria-label="Règles enfreintes"
        >
          {day.rule_breaks.map((broken) => (
            <li key={broken.rule} className="flex items-center gap-2 text-sm font-medium text-loss">
              <TriangleAlert aria-hidden className="size-4 shrink-0" />
              {JOURNAL_RULE_LABELS[broken.rule]} :{' '}
              {broken.rule === 'MAX_LOSS_R' ? formatR(broken.actual) : formatNumber(broken.actual)} pour une
              limite de {broken.rule === 'MAX_LOSS_R' ? formatR(-broken.limit) : formatNumber(broken.limit)}{' '}
              (trade n° {broken.trade})
            </li>
          ))}
        </ul>
      )}
      {day.trades.length === 0 ? (
        <CardBody>
          <p className="text-sm text-fg-muted">Aucune opération entrée ce jour.</p>
        </CardBody>
      ) : (
        <StackedTable>
          <StackedHead headers={HEADERS} />
          <StackedBody>
            {day.trades.map((trade) => (
              <StackedRow key={trade.id} className={clsx(breakers.has(trade.id) && 'bg-loss-soft')}>
                <StackedRowHeader span={4}>
                  <Link
                    to={paths.trades.detail(trade.id)}
                    className="text-accent underline-offset-2 hover:underline"
                  >
                    {trade.asset_name} · {DIRECTION_LABELS[trade.direction]}
                  </Link>
                  {breakers.has(trade.id) && (
                    <span className="ml-2 text-xs font-semibold text-loss">Règle enfreinte</span>
                  )}
                </StackedRowHeader>
                <StackedCell caption="Entrée" span={2} className="num">
                  {formatDateTime(trade.entry_date)}
                </StackedCell>
                <StackedCell
                  caption="R"
                  align="right"
                  className={clsx('num font-semibold', tone(trade.realized_rr))}
                >
                  {formatR(trade.realized_rr)}
                </StackedCell>
                <StackedCell
                  caption="Résultat"
                  align="right"
                  className={clsx('num', tone(trade.pnl_amount === null ? null : Number(trade.pnl_amount)))}
                >
                  {money(trade)}
                </StackedCell>
              </StackedRow>
            ))}
          </StackedBody>
        </StackedTable>
      )}
    </Card>
  );
}
