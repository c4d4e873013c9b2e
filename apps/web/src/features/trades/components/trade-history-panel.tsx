import { TRADE_HISTORY_ACTION_LABELS, type TradeHistoryEntry } from '@carnet/contract';
import { History } from 'lucide-react';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTradeHistory } from '../api/get-trade-history.ts';
import { historyFieldLabel, historyValueText, shownChanges } from '../utils/history-change-text.ts';

/** docs/rules/trades.md « Historique »: every change to the trade, newest first, with what changed and why. */
export function TradeHistoryPanel({ tradeId, currency }: { tradeId: number; currency: string }) {
  const history = useTradeHistory(tradeId);
  return (
    <Card aria-labelledby="trade-history">
      <CardHeader titleId="trade-history" title="Historique" />
      <CardBody>
        {history.isPending ? (
          <div
            role="status"
            aria-busy
            aria-label="Chargement de l’historique"
            className="flex flex-col gap-2"
          >
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : history.isError ? (
          <LoadFailure icon={History} title="Impossible de charger l’historique." query={history} />
        ) : history.data.length === 0 ? (
          <p className="text-sm text-fg-muted">Aucune modification enregistrée.</p>
        ) : (
          <ol aria-label="Historique de l’opération" className="flex flex-col">
            {history.data.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} currency={currency} />
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}

function HistoryEntry({ entry, currency }: { entry: TradeHistoryEntry; currency: string }) {
  const changes = shownChanges(entry);
  return (
    <li className="relative border-l border-border pb-4 pl-4 last:pb-0">
      <History aria-hidden className="absolute top-0.5 -left-[7px] size-3.5 bg-surface text-fg-subtle" />
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-sm font-semibold text-fg">{TRADE_HISTORY_ACTION_LABELS[entry.action]}</span>
        <time dateTime={entry.at} className="num text-xs text-fg-subtle">
          {formatDateTime(entry.at)}
        </time>
      </div>
      {entry.reason !== null && entry.reason !== '' && (
        <p className="mt-1 text-xs text-fg">
          <span className="text-fg-subtle">Raison : </span>
          {entry.reason}
        </p>
      )}
      {changes.length > 0 && (
        <ul className="mt-1 flex flex-col gap-0.5 text-xs text-fg-muted">
          {changes.map(([field, [before, after]]) => (
            <li key={field} className="break-words">
              <span className="font-medium text-fg">{historyFieldLabel(field)}</span> :{' '}
              <span className="num">{historyValueText(field, before, currency)}</span> →{' '}
              <span className="num">{historyValueText(field, after, currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
