import { TriangleAlert } from 'lucide-react';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useActiveGoal } from '../api/get-active-goal.ts';
import { GoalCreateForm } from '../components/goal-create-form.tsx';
import { GoalProgressCard } from '../components/goal-progress-card.tsx';
import { GoalsHistoryCard } from '../components/goals-history-card.tsx';
import { TimeLogForm } from '../components/time-log-form.tsx';
import { TimeLogsCard } from '../components/time-logs-card.tsx';

export const LOAD_GOAL_FAILED = "Impossible de charger l'objectif de backtest.";

/** /backtests/goals (docs/ui.md): the active goal and its time, or the form to set one; the history below. */
export function BacktestGoalsPage() {
  const activeGoal = useActiveGoal();
  return (
    <>
      <PageHeader
        title="Objectifs de backtest"
        description="Un volume de pratique à atteindre, et le temps passé à rejouer le marché."
      />
      <div className="flex flex-col gap-4">
        {activeGoal.data === undefined ? (
          activeGoal.isError ? (
            <Card>
              <LoadFailure icon={TriangleAlert} title={LOAD_GOAL_FAILED} query={activeGoal} />
            </Card>
          ) : (
            <div aria-busy className="flex flex-col gap-4">
              <Skeleton className="h-44" />
              <Skeleton className="h-56" />
            </div>
          )
        ) : activeGoal.data === null ? (
          <GoalCreateForm />
        ) : (
          <>
            <GoalProgressCard goal={activeGoal.data} />
            <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[24rem_minmax(0,1fr)]">
              <TimeLogForm goalId={activeGoal.data.id} />
              <TimeLogsCard goalId={activeGoal.data.id} />
            </div>
          </>
        )}
        <GoalsHistoryCard />
      </div>
    </>
  );
}
