import { DIRECTION_LABELS } from '@carnet/contract';
import { CandlestickChart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ListState } from '../../../components/list-state.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { formatDate, formatDateTime, formatR } from '../../../lib/format.ts';
import { type DayTradesQuery, dayTradesLink, useDayTrades } from '../api/list-day-trades.ts';

type DayTradesDialogProps = { query: DayTradesQuery | null; onClose: () => void };

/** docs/rules/statistics.md: a day of the calendar opens its trades, each a link to its page. */
export function DayTradesDialog({ query, onClose }: DayTradesDialogProps) {
  const day = useDayTrades(query);
  return (
    <Dialog open={query !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {query !== null && (
        <DialogContent
          title={`Opérations clôturées le ${formatDate(query.date)}`}
          description="Dans votre fuseau horaire, sur les filtres choisis."
        >
          <ListState
            items={day.data?.trades}
            query={day}
            icon={CandlestickChart}
            loadingLabel="Chargement des opérations du jour"
            errorTitle="Les opérations du jour n’ont pas pu être chargées."
            empty={{ title: 'Aucune opération trouvée pour ce jour.' }}
          >
            {(trades) => (
              <ul className="flex max-h-[50vh] flex-col divide-y divide-border overflow-y-auto">
                {trades.map((trade) => (
                  <li key={trade.id}>
                    <Link
                      to={paths.trades.detail(trade.id)}
                      className="flex items-center justify-between gap-3 px-1 py-2 hover:bg-surface-2"
                    >
                      <span className="flex flex-col">
                        <span className="font-medium text-fg">
                          {trade.asset_name} · {DIRECTION_LABELS[trade.direction]}
                        </span>
                        <span className="text-xs text-fg-muted">
                          clôturé le {formatDateTime(trade.close_date)}
                        </span>
                      </span>
                      <span className="num font-semibold text-fg">{formatR(trade.realized_rr)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </ListState>
          {day.data?.isComplete === false && (
            <p className="mt-3 text-xs text-fg-muted">
              D’autres opérations ont été clôturées ce jour.{' '}
              <Link to={dayTradesLink(query)} className="text-accent underline-offset-2 hover:underline">
                Voir toutes les opérations du jour
              </Link>
            </p>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
