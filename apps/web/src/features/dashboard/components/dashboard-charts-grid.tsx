import type { Dashboard } from '@carnet/contract';
import type { DashboardGroup } from '@carnet/domain';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatRAmount } from '../../../lib/format.ts';
import { ChartCard } from './chart-card.tsx';
import { useCharts } from './lazy-charts.ts';
import { MoneyCurveCard } from './money-curve-card.tsx';

type DashboardChartsGridProps = {
  dashboard: Dashboard | undefined;
  group: DashboardGroup;
  isLoading: boolean;
  /** A new period is loading while the previous one's figures stay on screen. */
  isUpdating: boolean;
};

const PERIOD_NAMES: Record<DashboardGroup, string> = {
  day: 'Par jour de clôture',
  week: 'Par semaine de clôture (du lundi)',
  month: 'Par mois de clôture',
};

/**
 * docs/ui.md charts: equity curve with its drawdowns and zero line, results per period, R distribution; and the
 * money curve of docs/rules/trades.md.
 */
export function DashboardChartsGrid({ dashboard, group, isLoading, isUpdating }: DashboardChartsGridProps) {
  const charts = useCharts();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title="Courbe d’équité"
        description="R cumulés après chaque opération clôturée"
        aside={<Drawdowns dashboard={dashboard} isLoading={isLoading} />}
        isLoading={isLoading}
        isUpdating={isUpdating}
        isEmpty={(dashboard?.equity_curve.length ?? 0) === 0}
        emptyMessage="Aucune donnée d’équité"
        className="lg:col-span-2"
      >
        {charts && <charts.EquityChart curve={dashboard?.equity_curve ?? []} />}
      </ChartCard>
      <MoneyCurveCard dashboard={dashboard} isLoading={isLoading} isUpdating={isUpdating} charts={charts} />
      <ChartCard
        title="Résultats par période"
        description={PERIOD_NAMES[group]}
        isLoading={isLoading}
        isUpdating={isUpdating}
        isEmpty={(dashboard?.grouped.length ?? 0) === 0}
        emptyMessage="Aucune donnée groupée"
      >
        {charts && <charts.PeriodResultsChart grouped={dashboard?.grouped ?? []} group={group} />}
      </ChartCard>
      <ChartCard
        title="Distribution des R"
        description="Opérations clôturées par tranche de 1 R"
        isLoading={isLoading}
        isUpdating={isUpdating}
        isEmpty={(dashboard?.rr_histogram.length ?? 0) === 0}
        emptyMessage="Aucune donnée de distribution"
      >
        {charts && <charts.RHistogramChart buckets={dashboard?.rr_histogram ?? []} />}
      </ChartCard>
    </div>
  );
}

function Drawdowns({ dashboard, isLoading }: { dashboard: Dashboard | undefined; isLoading: boolean }) {
  const figures = [
    { label: 'Drawdown actuel', value: dashboard?.current_drawdown },
    { label: 'Drawdown max', value: dashboard?.max_drawdown },
  ];
  return (
    <dl className="flex gap-5">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col gap-0.5 sm:items-end">
          <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">
            {figure.label}
          </dt>
          <dd className="num text-sm font-semibold text-fg">
            {isLoading ? <Skeleton className="h-4 w-14" /> : formatRAmount(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
