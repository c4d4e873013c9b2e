import type { Goal } from '@carnet/contract';
import { Target } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { formatMinutes } from '../../backtests/utils/backtest-format.ts';

type ActiveGoalCardProps = { goal: Goal | null | undefined; isLoading: boolean };

const linkStyles = 'text-xs font-semibold text-accent hover:text-accent-hover hover:underline';

/**
 * The fifth card (docs/ui.md): the active backtest goal — label, logged / target minutes, a bar capped at 100 %,
 * status and « Gérer »; without one, « Aucun objectif actif. » and a link to create one. A failed load is
 * only logged (docs/ui.md#errors) and shows as no goal.
 */
export function ActiveGoalCard({ goal, isLoading }: ActiveGoalCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} aria-busy={isLoading} className="flex min-w-0 flex-col gap-2 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">
          Objectif de backtest
        </h2>
        {goal && (
          <Link to={paths.backtests.goals} className={linkStyles}>
            Gérer
          </Link>
        )}
      </div>
      {isLoading ? (
        <>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-3 w-20" />
        </>
      ) : goal ? (
        <GoalProgress goal={goal} />
      ) : (
        <div className="flex flex-1 flex-col items-start justify-center gap-1.5">
          <p className="flex items-center gap-1.5 text-sm text-fg-muted">
            <Target aria-hidden className="size-4 text-fg-subtle" />
            Aucun objectif actif.
          </p>
          <Link to={paths.backtests.goals} className={linkStyles}>
            Créer un objectif
          </Link>
        </div>
      )}
    </Card>
  );
}

function GoalProgress({ goal }: { goal: Goal }) {
  const percent = goal.progress.progress_percent;
  const isReached = percent >= 100;
  const status = goal.status === 'COMPLETED' ? 'Terminé' : isReached ? 'Atteint' : 'Actif';
  return (
    <>
      <p className="line-clamp-2 text-sm font-semibold text-fg" title={goal.label}>
        {goal.label}
      </p>
      <p className="num text-lg font-semibold tracking-tight text-fg">
        {formatNumber(goal.logged_minutes, 0)} / {formatMinutes(goal.target_minutes)}
      </p>
      <ProgressBar value={percent} label="Progression de l’objectif" tone={isReached ? 'gain' : 'accent'} />
      <div className="flex items-center justify-between gap-2 text-xs text-fg-muted">
        <Badge tone={isReached || goal.status === 'COMPLETED' ? 'gain' : 'accent'}>{status}</Badge>
        <span className="num">{formatPercent(percent, 1)}</span>
      </div>
    </>
  );
}
