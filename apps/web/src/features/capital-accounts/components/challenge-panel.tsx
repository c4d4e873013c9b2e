import { type CapitalAccount, CHALLENGE_STATE_LABELS, type ChallengeState } from '@carnet/contract';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { mapError } from '../../../lib/error-mapper.ts';
import { ChartCard } from '../../dashboard/components/chart-card.tsx';
import { START_LABEL } from '../../dashboard/components/chart-tooltip.tsx';
import { useChallengeStatus } from '../api/get-challenge-status.ts';
import { type AccountRules, balancePoints, targetProfit } from '../utils/challenge-figures.ts';
import { ChallengeBreaches } from './challenge-breaches.tsx';
import { ChallengeDaysTable } from './challenge-days-table.tsx';
import { ChallengeGauges } from './challenge-gauges.tsx';
import { ChallengeOddsCard } from './challenge-odds-card.tsx';
import { challengeCharts } from './lazy-challenge-charts.ts';

const STATE_TONES: Record<ChallengeState, BadgeTone> = {
  IN_PROGRESS: 'accent',
  PASSED: 'gain',
  FAILED: 'loss',
};

/** Carnet knows closed trades, not floating P&L (docs/rules/challenges.md). */
export const CLOSED_TRADES_NOTE = 'Calculé sur les opérations clôturées';

/** docs/rules/challenges.md on a challenge account's page: the live status (gauges, curve, breaches), then the odds. */
export function ChallengePanel({ account }: { account: CapitalAccount }) {
  const titleId = useId();
  const status = useChallengeStatus(account.id);
  const charts = challengeCharts.useLoaded();
  const rules: AccountRules | null | undefined = account.rules;
  const header = (
    <CardHeader
      titleId={titleId}
      title="Challenge"
      description={CLOSED_TRADES_NOTE}
      actions={
        status.data && (
          <Badge tone={STATE_TONES[status.data.state]}>{CHALLENGE_STATE_LABELS[status.data.state]}</Badge>
        )
      }
    />
  );
  if (status.isError || rules === null || rules === undefined)
    return (
      <Card aria-labelledby={titleId}>
        {header}
        <CardBody>
          <p className="text-sm text-fg-muted">{mapError(status.error).message}</p>
        </CardBody>
      </Card>
    );
  const data = status.data;
  const target = targetProfit(account, rules);
  const targetBalance = target === null ? null : Number(account.starting_balance) + Number(target);
  return (
    <div className="flex flex-col gap-4">
      <Card aria-labelledby={titleId} aria-busy={data === undefined}>
        {header}
        <CardBody>
          {data === undefined ? (
            <Skeleton className="h-28" />
          ) : (
            <ChallengeGauges account={account} rules={rules} status={data} />
          )}
        </CardBody>
      </Card>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <ChartCard
          title="Solde et plancher"
          description="Solde à la clôture de chaque jour de trading ; plancher de perte maximale en pointillés"
          isLoading={data === undefined}
          isEmpty={data?.days.length === 0}
          emptyMessage="Aucune opération clôturée sur ce compte"
        >
          {charts && data && (
            <>
              <charts.BalanceFloorChart
                points={balancePoints(data, account.starting_balance, rules.max_loss, START_LABEL)}
                currency={account.currency}
                targetBalance={targetBalance}
              />
              <ChallengeDaysTable days={data.days} currency={account.currency} />
            </>
          )}
        </ChartCard>
        <Card aria-label="Règles enfreintes">
          <CardHeader title="Règles enfreintes" description="La première fait échouer le challenge" />
          <CardBody>
            {data === undefined ? (
              <Skeleton className="h-16" />
            ) : (
              <ChallengeBreaches breaches={data.breaches} currency={account.currency} />
            )}
          </CardBody>
        </Card>
      </div>
      <ChallengeOddsCard account={account} />
    </div>
  );
}
