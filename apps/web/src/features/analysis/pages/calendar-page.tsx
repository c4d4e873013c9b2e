import { heatmapCellTradeFilters } from '@carnet/contract';
import { Grid3x3 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ListState } from '../../../components/list-state.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCalendar } from '../api/get-calendar.ts';
import { useHeatmap } from '../api/get-heatmap.ts';
import { useJournalDays } from '../api/list-journal-days.ts';
import { AnalysisFilters } from '../components/analysis-filters.tsx';
import { CalendarBody } from '../components/calendar-body.tsx';
import { DayTradesDialog } from '../components/day-trades-dialog.tsx';
import { MONTH_PARAM, MonthNav } from '../components/month-nav.tsx';
import { WeekdayHourMap } from '../components/weekday-hour-map.tsx';
import { useAnalysisFilters } from '../hooks/use-analysis-filters.ts';
import { isMonth, monthOf } from '../utils/month-grid.ts';
import { tradeListLink } from '../utils/trades-link.ts';

const NO_DAYS: ReadonlySet<string> = new Set();

/**
 * /calendar — docs/rules/statistics.md « Calendrier »: the month by close day (`?month=YYYY-MM`, the current one by default)
 * with its weekly totals, a day opening its trades; the weekday × entry hour map beside it (below on a phone).
 * Filtered by account and tag like « Analyse »; the map covers every date.
 */
export function CalendarPage() {
  const analysisFilters = useAnalysisFilters();
  const { params, filters } = analysisFilters;
  const { tz, capital_account, tag } = filters;
  const requested = params.get(MONTH_PARAM);
  const month = isMonth(requested) ? requested : monthOf(new Date());
  const scope = useMemo(
    () => ({
      tz,
      ...(capital_account === undefined ? {} : { capital_account }),
      ...(tag === undefined ? {} : { tag }),
    }),
    [tz, capital_account, tag],
  );
  const calendar = useCalendar({ month, ...scope });
  const heatmap = useHeatmap(scope);
  const journalDays = useJournalDays(month, tz);
  const [openDay, setOpenDay] = useState<{ date: string; expected: number } | null>(null);

  return (
    <>
      <PageHeader
        title="Calendrier"
        description="Vos résultats par jour de clôture, et par jour et heure d’entrée."
      />
      <div className="flex flex-col gap-4">
        <AnalysisFilters filters={analysisFilters} withPeriod={false} />
        <div className="grid gap-4 2xl:grid-cols-2 [&>*]:min-w-0">
          <Card>
            <CardHeader
              title="Mois"
              description="Total des R par jour de clôture ; la dernière colonne fait le total de la semaine."
              actions={<MonthNav month={month} />}
            />
            <CalendarBody
              calendar={calendar}
              journalDays={journalDays.data ?? NO_DAYS}
              onOpenDay={(date) =>
                setOpenDay({
                  date,
                  expected: calendar.data?.days.find((day) => day.date === date)?.trades ?? 0,
                })
              }
            />
          </Card>
          <Card>
            <CardHeader
              title="Jour × heure d’entrée"
              description="Espérance en R des trades clôturés, toutes dates ; une case donne son détail et ses trades."
            />
            <CardBody>
              <ListState
                items={heatmap.data?.cells}
                query={heatmap}
                icon={Grid3x3}
                loadingLabel="Chargement de la carte"
                errorTitle="La carte n’a pas pu être chargée."
                empty={{ title: 'Aucun trade clôturé avec un R connu.' }}
              >
                {() =>
                  heatmap.data !== undefined && (
                    <WeekdayHourMap
                      heatmap={heatmap.data}
                      tradesLinkOf={(cell) => tradeListLink(heatmapCellTradeFilters(cell, scope))}
                    />
                  )
                }
              </ListState>
            </CardBody>
          </Card>
        </div>
      </div>
      <DayTradesDialog
        query={openDay === null ? null : { ...scope, ...openDay }}
        onClose={() => setOpenDay(null)}
      />
    </>
  );
}
