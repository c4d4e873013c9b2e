import type { Calendar } from '@carnet/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { ListState } from '../../../components/list-state.tsx';
import { formatR } from '../../../lib/format.ts';
import { formatMoneyByCurrency } from '../utils/analysis-format.ts';
import { tradesText } from './calendar-day-cell.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import { SkippedNote } from './skipped-note.tsx';

type CalendarBodyProps = {
  calendar: UseQueryResult<Calendar>;
  onOpenDay: (date: string) => void;
  journalDays: ReadonlySet<string>;
};

/** The month grid with its loading and failure states, and the month's totals under it. */
export function CalendarBody({ calendar, onOpenDay, journalDays }: CalendarBodyProps) {
  return (
    <ListState
      items={calendar.data?.days}
      query={calendar}
      icon={CalendarDays}
      skeletonRows={5}
      loadingLabel="Chargement du calendrier"
      errorTitle="Le calendrier n’a pas pu être chargé."
    >
      {() =>
        calendar.data !== undefined && (
          <div className="flex flex-col gap-3 p-2 sm:p-4">
            <MonthCalendar calendar={calendar.data} onOpenDay={onOpenDay} journalDays={journalDays} />
            <p className="text-sm text-fg-muted">
              {calendar.data.totals.trades === 0 ? (
                'Aucune opération clôturée ce mois-ci.'
              ) : (
                <>
                  Mois :{' '}
                  <span className="font-semibold text-fg">{tradesText(calendar.data.totals.trades)}</span>
                  {' · '}
                  <span className="num font-semibold text-fg">{formatR(calendar.data.totals.total_r)}</span>
                  {formatMoneyByCurrency(calendar.data.totals.net_pnl).map((amount) => (
                    <span key={amount} className="num">
                      {' · '}
                      {amount}
                    </span>
                  ))}
                </>
              )}
            </p>
            <SkippedNote count={calendar.data.totals.skipped_unknown_r} />
          </div>
        )
      }
    </ListState>
  );
}
