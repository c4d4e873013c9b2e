import type { Dashboard, Goal } from '@carnet/contract';
import { StatCard, toneOf } from '../../../components/stat-card.tsx';
import { formatNumber, formatPercent, formatR, formatRatio } from '../../../lib/format.ts';
import { ActiveGoalCard } from './active-goal-card.tsx';

type DashboardStatCardsProps = {
  dashboard: Dashboard | undefined;
  isLoading: boolean;
  isUpdating: boolean;
  goal: Goal | null | undefined;
  isGoalLoading: boolean;
};

/** « 1 clôturée », « 3 clôturées » (French keeps 0 and 1 singular). */
function closedHint(closed: number): string {
  return `${formatNumber(closed, 0)} clôturée${closed > 1 ? 's' : ''}`;
}

/**
 * docs/ui.md five cards: total operations, win rate (1 decimal), expectancy in R, payoff ratio, active backtest
 * goal. A figure the server leaves undefined (null) shows as « - ».
 */
export function DashboardStatCards({
  dashboard,
  isLoading,
  isUpdating,
  goal,
  isGoalLoading,
}: DashboardStatCardsProps) {
  // The equity curve has one point per closed trade with an R, after the starting 0; the others have no R.
  const closed = Math.max(0, (dashboard?.equity_curve.length ?? 0) - 1) + (dashboard?.trades_without_r ?? 0);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <StatCard
        label="Total des opérations"
        value={formatNumber(dashboard?.total_trades, 0)}
        hint={dashboard && closedHint(closed)}
        isLoading={isLoading}
        isUpdating={isUpdating}
      />
      <StatCard
        label="Taux de réussite"
        value={formatPercent(dashboard?.win_rate)}
        hint="des opérations clôturées"
        isLoading={isLoading}
        isUpdating={isUpdating}
      />
      <StatCard
        label="Espérance"
        value={formatR(dashboard?.expectancy)}
        tone={toneOf(dashboard?.expectancy ?? null)}
        hint="R moyen par opération clôturée"
        isLoading={isLoading}
        isUpdating={isUpdating}
      />
      <StatCard
        label="Ratio gain/perte"
        value={formatRatio(dashboard?.payoff_ratio)}
        hint="gain moyen / perte moyenne"
        isLoading={isLoading}
        isUpdating={isUpdating}
      />
      <div className="col-span-2 flex lg:col-span-1 [&>*]:flex-1">
        <ActiveGoalCard goal={goal} isLoading={isGoalLoading} />
      </div>
    </div>
  );
}
