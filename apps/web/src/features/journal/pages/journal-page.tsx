import { BookOpen, ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { RecordUnavailable } from '../../../components/record-unavailable.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { userTimeZone } from '../../../lib/format.ts';
import { useJournalDay } from '../api/get-journal-day.ts';
import { JournalDayForm } from '../components/journal-day-form.tsx';
import { formatJournalDate, journalDateOf, shiftDay, todayIn } from '../utils/journal-dates.ts';

/**
 * /journal (today) and /journal/:date — docs/rules/journal.md: the day's plan, locked at the first entry, the
 * trader's state, the review, and the day's trades with the rules they broke. Days are the trader's, in the
 * browser's zone (ARCHITECTURE.md#time-zones).
 */
export function JournalPage() {
  const params = useParams();
  const tz = userTimeZone();
  const date = params.date === undefined ? todayIn(tz) : journalDateOf(params.date);
  if (date === null) {
    return (
      <RecordUnavailable
        title="Ce jour n’existe pas."
        backTo={paths.journal.today}
        backLabel="Journal du jour"
      />
    );
  }
  return <JournalDay date={date} tz={tz} />;
}

function JournalDay({ date, tz }: { date: string; tz: string }) {
  const day = useJournalDay(date, tz);
  const navigation = (
    <nav aria-label="Jours du journal" className="flex gap-2">
      <Link to={paths.journal.day(shiftDay(date, -1))} className={buttonStyles('secondary')}>
        <ChevronLeft aria-hidden className="size-4" />
        Jour précédent
      </Link>
      <Link to={paths.journal.day(shiftDay(date, 1))} className={buttonStyles('secondary')}>
        Jour suivant
        <ChevronRight aria-hidden className="size-4" />
      </Link>
    </nav>
  );
  return (
    <>
      <PageHeader
        title={`Journal du ${formatJournalDate(date)}`}
        description="Le plan avant la première entrée, votre état, le bilan."
        actions={navigation}
      />
      {day.isPending ? (
        <div className="flex flex-col gap-4" role="status" aria-label="Chargement du journal">
          <Skeleton className="h-64 w-full rounded-lg" />
          <Skeleton className="h-48 w-full rounded-lg" />
        </div>
      ) : day.isError ? (
        <LoadFailure icon={BookOpen} title="Le journal du jour n’a pas pu être chargé." query={day} />
      ) : (
        <JournalDayForm key={date} day={day.data} tz={tz} />
      )}
    </>
  );
}
