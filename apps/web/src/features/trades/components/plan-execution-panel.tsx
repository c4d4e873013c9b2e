import { TRADE_RECORD_MESSAGES, type Trade } from '@carnet/contract';
import { PLAN_DEVIATION_LABELS } from '@carnet/domain';
import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { formatDateTime, formatR } from '../../../lib/format.ts';
import { comparePlan } from '../utils/plan-comparison.ts';
import { Figure, signTone } from './figure.tsx';

const CELL = 'px-3 py-2 align-baseline';

/**
 * docs/rules/trades.md « Plan et exécution »: the plan locked at entry beside what the trade holds, each deviation named,
 * the management R (realized R − the R measured with the plan's stop), and « Plan saisi après l’entrée » when
 * the plan was recorded more than 15 minutes after the entry.
 */
export function PlanExecutionPanel({ trade, currency }: { trade: Trade; currency: string }) {
  const plan = trade.plan;
  return (
    <Card aria-labelledby="trade-plan-execution" className="overflow-hidden">
      <CardHeader
        titleId="trade-plan-execution"
        title="Plan et exécution"
        description={plan === null ? undefined : `Plan enregistré le ${formatDateTime(plan.recorded_at)}`}
        actions={
          trade.plan_is_retroactive && <Badge tone="warn">{TRADE_RECORD_MESSAGES.retroactivePlan}</Badge>
        }
      />
      {plan === null ? (
        <CardBody>
          <p className="text-sm text-fg-muted">
            Aucun plan enregistré : il l’est au premier enregistrement hors brouillon.
          </p>
        </CardBody>
      ) : (
        <PlanComparison trade={trade} currency={currency} />
      )}
    </Card>
  );
}

function PlanComparison({ trade, currency }: { trade: Trade; currency: string }) {
  if (trade.plan === null) return null;
  const { rows, deviations } = comparePlan(trade, trade.plan, currency);
  return (
    <>
      <div className="overflow-x-auto">
        <table aria-label="Plan et exécution" className="w-full border-collapse text-sm">
          <thead className="border-b border-border bg-surface-2/60">
            <tr className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">
              <th scope="col" className={clsx(CELL, 'text-left')}>
                <span className="sr-only">Valeur</span>
              </th>
              <th scope="col" className={clsx(CELL, 'text-right')}>
                Plan
              </th>
              <th scope="col" className={clsx(CELL, 'text-right')}>
                Réalisé
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.label}>
                <th
                  scope="row"
                  className={clsx(CELL, 'text-left text-xs font-medium text-fg-muted sm:whitespace-nowrap')}
                >
                  {row.label}
                </th>
                <td className={clsx(CELL, 'num text-right whitespace-pre-line text-fg')}>{row.planned}</td>
                <td
                  className={clsx(
                    CELL,
                    'num text-right font-medium whitespace-pre-line',
                    row.deviation === null ? 'text-fg' : 'text-warn',
                  )}
                >
                  {row.deviation !== null && (
                    <TriangleAlert aria-hidden className="mr-1 inline size-3.5 align-[-2px]" />
                  )}
                  {row.actual}
                  {row.deviation !== null && (
                    <span className="sr-only"> ({PLAN_DEVIATION_LABELS[row.deviation]})</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CardBody className="flex flex-col gap-3 border-t border-border">
        <div className="flex flex-col gap-1.5">
          <h3 className="text-[11px] font-medium tracking-wide text-fg-subtle uppercase">Écarts au plan</h3>
          {deviations.length === 0 ? (
            <p className="text-sm text-fg-muted">Aucun écart : l’opération a suivi son plan.</p>
          ) : (
            <ul aria-label="Écarts au plan" className="flex flex-wrap gap-1.5">
              {deviations.map((deviation) => (
                <li key={deviation}>
                  <Badge tone="warn">{PLAN_DEVIATION_LABELS[deviation]}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <dl>
          <Figure label="R de gestion" className={signTone(trade.management_r)}>
            <span title="R réalisé moins le R mesuré avec le stop du plan">
              {formatR(trade.management_r)}
            </span>
          </Figure>
        </dl>
      </CardBody>
    </>
  );
}
