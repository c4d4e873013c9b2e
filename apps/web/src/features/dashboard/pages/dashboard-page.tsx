import { ChartColumnBig } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { dateRangeParams } from '../../../lib/date-range.ts';
import { useActiveGoal } from '../../backtests/api/get-active-goal.ts';
import { useTradeList } from '../../trades/api/list-trades.ts';
import { TradesListBody } from '../../trades/components/trades-list-body.tsx';
import { useTradeListParams } from '../../trades/hooks/use-trade-list-params.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { DashboardChartsGrid } from '../components/dashboard-charts-grid.tsx';
import { DashboardStatCards } from '../components/dashboard-stat-cards.tsx';
import { preloadCharts } from '../components/lazy-charts.ts';
import { UnknownRNote } from '../components/unknown-r-note.tsx';
import { dashboardQueryFor } from '../utils/dashboard-query.ts';

/**
 * /app — docs/ui.md « Opérations »: one date filter (kept in the address, like /trades) drives the statistics,
 * the charts and the shared trade table. Load failures are only logged (docs/ui.md#errors, by the query client).
 */
export function DashboardPage() {
  const { page, range, days, tag, query, setPage, applyRange } = useTradeListParams();
  const dashboardQuery = useMemo(() => dashboardQueryFor(days), [days]);
  const dashboard = useDashboard(dashboardQuery);
  const trades = useTradeList(query);
  const goal = useActiveGoal();
  useEffect(preloadCharts, []);
  // docs/rules/statistics.md: the same period (and tag) on « Analyse », where each figure comes with its interval.
  const analysisParams = dateRangeParams(range);
  if (tag !== '') analysisParams.set('tag', tag);

  return (
    <>
      <PageHeader
        title="Opérations"
        description="Vos statistiques et vos opérations sur la période choisie."
        actions={
          <Link to={`${paths.analysis}?${analysisParams}`} className={buttonStyles()}>
            <ChartColumnBig aria-hidden className="size-4" />
            Analyser cette période
          </Link>
        }
      />
      <div className="flex flex-col gap-4">
        <Card className="[&>form]:border-b-0">
          <DateRangeFilter value={range} onApply={applyRange} />
        </Card>
        <DashboardStatCards
          dashboard={dashboard.data}
          isLoading={dashboard.isPending}
          isUpdating={dashboard.isPlaceholderData}
          goal={goal.data}
          isGoalLoading={goal.isPending}
        />
        <UnknownRNote count={dashboard.data?.trades_without_r} />
        <DashboardChartsGrid
          dashboard={dashboard.data}
          group={dashboardQuery.group}
          isLoading={dashboard.isPending}
          isUpdating={dashboard.isPlaceholderData}
        />
        <Card>
          <CardHeader
            title="Liste des opérations"
            description="De la plus récente à la plus ancienne, par date d’entrée."
          />
          <TradesListBody trades={trades} page={page} onPageChange={setPage} />
        </Card>
      </div>
    </>
  );
}
