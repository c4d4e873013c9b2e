import type { Calendar } from '@carnet/contract';
import { BookOpen } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { formatDate, formatNumber, formatSigned, R_UNIT } from '../../../lib/format.ts';
import { formatMoneyByCurrency } from '../utils/analysis-format.ts';
import { tintBackground, tintOf } from '../utils/diverging-scale.ts';
import type { CalendarCell } from '../utils/month-grid.ts';

export type CalendarDay = Calendar['days'][number];

type CalendarDayCellProps = {
  cell: CalendarCell;
  day: CalendarDay | undefined;
  extent: number;
  onOpen: (date: string) => void;
  /** The day has a journal written: marked, and a link to it (docs/rules/journal.md#pages). */
  hasJournal: boolean;
};

/** « 3 trades » (French keeps 0 and 1 singular). */
export function tradesText(count: number): string {
  return `${formatNumber(count, 0)} trade${count > 1 ? 's' : ''}`;
}

const dayNumber = (date: string) => Number(date.slice(8));

/**
 * One day of the month grid: tinted by its total R (docs/rules/statistics.md, diverging), with the R and the money written
 * out so nothing relies on the colour; a day with trades opens them.
 */
export function CalendarDayCell({ cell, day, extent, onOpen, hasJournal }: CalendarDayCellProps) {
  if (!cell.inMonth) {
    return (
      <td className="h-16 border border-border bg-surface-3/60 p-1 align-top text-xs text-fg-subtle sm:h-20">
        <span aria-hidden>{dayNumber(cell.date)}</span>
      </td>
    );
  }
  const hasTrades = day !== undefined && day.trades > 0;
  const background = hasTrades ? tintBackground(tintOf(day.total_r, extent)) : undefined;
  return (
    <td
      className="relative h-16 overflow-hidden border border-border p-0 align-top sm:h-20"
      style={background === undefined ? undefined : { backgroundColor: background }}
    >
      {hasJournal && (
        <Link
          to={paths.journal.day(cell.date)}
          aria-label={`Journal du ${formatDate(cell.date)}`}
          title="Journal du jour"
          className="absolute top-0.5 right-0.5 z-10 rounded p-0.5 text-accent hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent"
        >
          <BookOpen aria-hidden className="size-3.5" />
        </Link>
      )}
      {hasTrades ? (
        // Named by its content (the date, the R, the count and the money): what is seen is what is read.
        <button
          type="button"
          onClick={() => onOpen(cell.date)}
          className="flex size-full flex-col items-start gap-0.5 p-0.5 text-left sm:p-1 text-fg hover:ring-2 hover:ring-accent hover:ring-inset"
        >
          <span className="text-xs font-semibold">
            <span aria-hidden>{dayNumber(cell.date)}</span>
            <span className="sr-only">{formatDate(cell.date)} :</span>
          </span>{' '}
          <span className="num text-[10px] font-semibold sm:text-sm">
            {formatSigned(day.total_r)}
            {/* The unit does not fit a phone's day: read, not shown. */}
            <span className="sr-only sm:not-sr-only">{R_UNIT}</span>
          </span>{' '}
          <span className="sr-only text-[11px] sm:not-sr-only">{tradesText(day.trades)}</span>
          {formatMoneyByCurrency(day.net_pnl).map((amount) => (
            <Fragment key={amount}>
              {' '}
              <span className="num sr-only max-w-full truncate text-[11px] md:not-sr-only">{amount}</span>
            </Fragment>
          ))}
        </button>
      ) : (
        <span className="block p-1 text-xs text-fg-muted">{dayNumber(cell.date)}</span>
      )}
    </td>
  );
}
