import { DIRECTION_LABELS, type Trade } from '@carnet/contract';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime, formatMoney, formatNumber, formatR } from '../../../lib/format.ts';
import { OutcomeBadge, StatusBadge } from './trade-badges.tsx';

function Stat({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-[11px] font-medium tracking-wide text-fg-subtle uppercase">{label}</dt>
      <dd className={clsx('num truncate text-sm font-semibold text-fg', className)}>{children}</dd>
    </div>
  );
}

const rTone = (value: number | null) =>
  value === null || value === 0 ? undefined : value > 0 ? 'text-gain' : 'text-loss';

/**
 * Edit mode (SPEC §2): status and outcome badges; for a closed trade its close date, close price and realized R
 * (2 decimals). The money it moved on its account is shown beside them.
 */
type TradeSummaryProps = { trade: Trade; currency: string; actions?: ReactNode };

export function TradeSummary({ trade, currency, actions }: TradeSummaryProps) {
  const isClosed = trade.status === 'CLOSED';
  return (
    <Card className="flex flex-col gap-3 px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={trade.status} isDraft={trade.is_draft} />
        {trade.outcome !== null && <OutcomeBadge outcome={trade.outcome} />}
        <span className="text-xs text-fg-subtle">
          {DIRECTION_LABELS[trade.direction]} · entrée {formatDateTime(trade.entry_date)}
        </span>
        {actions !== undefined && <span className="ml-auto">{actions}</span>}
      </div>
      {trade.tags.length > 0 && (
        <ul aria-label="Tags de l’opération" className="flex flex-wrap gap-1.5">
          {trade.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="accent">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      {isClosed && (
        <dl aria-label="Résultat de l’opération" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Date de clôture">{formatDateTime(trade.close_date)}</Stat>
          <Stat label="Prix de clôture">{formatNumber(trade.close_price)}</Stat>
          <Stat label="R réalisé" className={rTone(trade.realized_rr)}>
            {formatR(trade.realized_rr)}
          </Stat>
          <Stat label="Résultat sur le compte">{formatMoney(trade.pnl_amount, currency)}</Stat>
        </dl>
      )}
    </Card>
  );
}
