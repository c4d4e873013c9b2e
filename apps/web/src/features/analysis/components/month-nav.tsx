import { monthLabel } from '@carnet/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { shiftMonth } from '../utils/month-grid.ts';

/** The address parameter of the month shown. */
export const MONTH_PARAM = 'month';

/** « Mois précédent » and « Mois suivant » around the month's name; the other filters are kept. */
export function MonthNav({ month }: { month: string }) {
  const [params] = useSearchParams();
  const linkTo = (by: number) => {
    const next = new URLSearchParams(params);
    next.set(MONTH_PARAM, shiftMonth(month, by));
    return `?${next}`;
  };
  return (
    <div className="flex items-center gap-2">
      <Link to={linkTo(-1)} className={buttonStyles()} aria-label="Mois précédent">
        <ChevronLeft aria-hidden className="size-4" />
      </Link>
      <h2
        className="min-w-36 text-center text-sm font-semibold text-fg first-letter:uppercase"
        aria-live="polite"
      >
        {monthLabel(month)}
      </h2>
      <Link to={linkTo(1)} className={buttonStyles()} aria-label="Mois suivant">
        <ChevronRight aria-hidden className="size-4" />
      </Link>
    </div>
  );
}
