import type { Goal } from '@carnet/contract';
import { clsx } from 'clsx';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { formatDate, formatNumber, formatPercent } from '../../../lib/format.ts';
import { useCloseGoal } from '../api/close-goal.ts';
import { formatHours, formatMinutes } from '../utils/backtest-format.ts';

export const CLOSE_GOAL_FAILED = "Impossible de clore l'objectif.";

/** The active goal: logged / target minutes, percent, remaining, a bar capped at 100 % and « Clore l'objectif ». */
export function GoalProgressCard({ goal }: { goal: Goal }) {
  const closeGoal = useCloseGoal();
  const [isConfirming, setIsConfirming] = useState(false);
  const { progress } = goal;
  const isReached = progress.progress_percent >= 100;

  const confirmClose = () =>
    closeGoal.mutate(goal.id, {
      onSuccess: () => toast.success('Objectif clos'),
      onError: () => toast.error(CLOSE_GOAL_FAILED),
      onSettled: () => setIsConfirming(false),
    });

  return (
    <Card aria-labelledby="active-goal-title">
      <CardHeader
        titleId="active-goal-title"
        title={
          <span className="flex flex-wrap items-center gap-2">
            {goal.label}
            <Badge tone={isReached ? 'gain' : 'accent'}>{isReached ? 'Atteint' : 'Actif'}</Badge>
          </span>
        }
        description={`Depuis le ${formatDate(goal.start_date)}${goal.deadline === null ? '' : ` · échéance le ${formatDate(goal.deadline)}`}`}
        actions={
          <Button onClick={() => setIsConfirming(true)}>
            <CheckCheck aria-hidden className="size-4" />
            Clore l'objectif
          </Button>
        }
      />
      <CardBody className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Figure
            label="Temps enregistré"
            value={`${formatNumber(goal.logged_minutes, 0)} / ${formatMinutes(goal.target_minutes)}`}
            isWide
            hint={`${formatHours(goal.logged_minutes)} sur ${formatHours(goal.target_minutes)}`}
          />
          <Figure label="Progression" value={formatPercent(progress.progress_percent, 1)} />
          <Figure
            label="Reste"
            value={formatMinutes(progress.remaining_minutes)}
            hint={formatHours(progress.remaining_minutes)}
          />
        </dl>
        <ProgressBar
          value={progress.progress_percent}
          label="Progression de l’objectif"
          tone={isReached ? 'gain' : 'accent'}
        />
      </CardBody>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        onConfirm={confirmClose}
        isPending={closeGoal.isPending}
        tone="primary"
        message={`Êtes-vous sûr ? L’objectif « ${goal.label} » sera clos et rejoindra l’historique.`}
      />
    </Card>
  );
}

type FigureProps = { label: string; value: string; hint?: string; isWide?: boolean };

function Figure({ label, value, hint, isWide = false }: FigureProps) {
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', isWide && 'col-span-2 sm:col-span-1')}>
      <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">{label}</dt>
      <dd className="num text-lg font-semibold tracking-tight text-fg sm:text-2xl">{value}</dd>
      {hint !== undefined && <dd className="text-xs text-fg-subtle">{hint}</dd>}
    </div>
  );
}
