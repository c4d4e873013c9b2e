import { DIRECTION_LABELS, type Trade } from '@carnet/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime, formatMoney, formatNumber, formatR } from '../../../lib/format.ts';
import { isUnknownR, rText } from '../utils/r-text.ts';
import { Figure, signTone } from './figure.tsx';
import { OutcomeBadge, StatusBadge } from './trade-badges.tsx';

/**
 * Edit mode (docs/ui.md): status and outcome badges; for a closed trade its close date, close price and realized R
 * (2 decimals), or « R inconnu (pas de stop) » for a trade without a stop (docs/rules/trades.md). The money it moved on
 * its account is shown beside them.
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
          <Figure label="Date de clôture">{formatDateTime(trade.close_date)}</Figure>
          <Figure label="Prix de clôture">{formatNumber(trade.close_price)}</Figure>
          <Figure label="R réalisé" className={signTone(trade.realized_rr)}>
            {isUnknownR(trade.realized_rr, trade.stop_loss_price) ? (
              <span className="text-xs font-medium text-fg-muted">
                {rText(trade.realized_rr, trade.stop_loss_price)}
              </span>
            ) : (
              formatR(trade.realized_rr)
            )}
          </Figure>
          <Figure label="Résultat sur le compte" className={signTone(trade.pnl_amount)}>
            {formatMoney(trade.pnl_amount, currency)}
          </Figure>
        </dl>
      )}
    </Card>
  );
}
