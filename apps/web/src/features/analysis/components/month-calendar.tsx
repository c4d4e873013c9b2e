import { type Calendar, WEEKDAY_LABELS } from '@carnet/contract';
import { useMemo } from 'react';
import { formatSigned, R_UNIT } from '../../../lib/format.ts';
import { formatMoneyByCurrency } from '../utils/analysis-format.ts';
import { extentOf } from '../utils/diverging-scale.ts';
import { monthWeeks } from '../utils/month-grid.ts';
import { CalendarDayCell, tradesText } from './calendar-day-cell.tsx';

type MonthCalendarProps = {
  calendar: Calendar;
  onOpenDay: (date: string) => void;
  /** Days with a journal written, marked with a link to it. */
  journalDays: ReadonlySet<string>;
};

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The server's week (its Monday, possibly in the previous month) that holds a row of the grid. */
function weekOf(calendar: Calendar, dates: readonly string[]) {
  return calendar.weeks.find((week) => dates.includes(week.week_start));
}

/**
 * docs/rules/statistics.md « Calendrier »: the month Monday first, each day tinted by its total R and written out, the week's
 * totals in the last column. Days come from the server, by close date in the trader's zone.
 */
export function MonthCalendar({ calendar, onOpenDay, journalDays }: MonthCalendarProps) {
  const weeks = useMemo(() => monthWeeks(calendar.month), [calendar.month]);
  const days = useMemo(() => new Map(calendar.days.map((day) => [day.date, day])), [calendar.days]);
  const extent = extentOf(calendar.days.filter((day) => day.trades > 0).map((day) => day.total_r));
  return (
    <table className="w-full table-fixed border-collapse text-sm" aria-label="Résultats par jour de clôture">
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col" className="h-8 text-[11px] font-semibold text-fg-subtle uppercase">
              <abbr title={WEEKDAY_LABELS[weekday]} className="no-underline">
                {WEEKDAY_LABELS[weekday]?.slice(0, 3)}
              </abbr>
            </th>
          ))}
          <th scope="col" className="h-8 text-[11px] font-semibold text-fg-subtle uppercase">
            <span aria-hidden className="sm:hidden">
              Sem.
            </span>
            <span className="sr-only sm:not-sr-only">Semaine</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((cells) => {
          const week = weekOf(
            calendar,
            cells.map((cell) => cell.date),
          );
          return (
            <tr key={cells[0]?.date}>
              {cells.map((cell) => (
                <CalendarDayCell
                  key={cell.date}
                  cell={cell}
                  day={days.get(cell.date)}
                  extent={extent}
                  onOpen={onOpenDay}
                  hasJournal={journalDays.has(cell.date)}
                />
              ))}
              <td className="h-16 overflow-hidden border border-border bg-surface-2 p-0.5 align-top text-xs sm:h-20 sm:p-1">
                {week !== undefined && week.trades > 0 && (
                  <span className="flex flex-col gap-0.5">
                    <span className="num text-[10px] font-semibold text-fg sm:text-xs">
                      {formatSigned(week.total_r)}
                      <span className="sr-only sm:not-sr-only">{R_UNIT}</span>
                    </span>
                    <span className="hidden text-[11px] text-fg-muted sm:block">
                      {tradesText(week.trades)}
                    </span>
                    {formatMoneyByCurrency(week.net_pnl).map((amount) => (
                      <span
                        key={amount}
                        className="num hidden max-w-full truncate text-[11px] text-fg-muted md:block"
                      >
                        {amount}
                      </span>
                    ))}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
