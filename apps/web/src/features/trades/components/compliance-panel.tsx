import type { TradeCompliance } from '@carnet/contract';
import { TIMING_CLASS_LABELS } from '@carnet/domain';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, LoaderCircle, ShieldQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { EMPTY_VALUE, formatPercent, formatR } from '../../../lib/format.ts';

type CompliancePanelProps = {
  /** The latest evaluation, or the one stored on the trade; null before any. */
  compliance: TradeCompliance | null;
  isEvaluating: boolean;
  hasConfiguration: boolean;
  plannedR: number | null;
};

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-md bg-surface-2 px-3 py-2">
      <dt className="text-[11px] font-medium tracking-wide text-fg-subtle uppercase">{label}</dt>
      <dd className="num text-base font-semibold text-fg">{children}</dd>
    </div>
  );
}

/**
 * docs/ui.md compliance panel: compliant flag, score, grade, recommended risk, timing class (docs/rules/compliance.md labels)
 * and the reasons, as the evaluate call answers them; plus the planned R of the plan being typed.
 */
export function CompliancePanel({
  compliance,
  isEvaluating,
  hasConfiguration,
  plannedR,
}: CompliancePanelProps) {
  const isCompliant = compliance?.is_compliant ?? false;
  return (
    <Card aria-labelledby="trade-compliance" aria-busy={isEvaluating}>
      <CardHeader
        titleId="trade-compliance"
        title="Conformité du setup"
        actions={
          isEvaluating ? (
            <span role="status" className="flex items-center gap-1 text-xs text-fg-subtle">
              <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
              Évaluation…
            </span>
          ) : undefined
        }
      />
      <CardBody className="flex flex-col gap-3">
        {!hasConfiguration || compliance === null || compliance.score_pct === null ? (
          <p className="flex items-start gap-2 text-sm text-fg-subtle">
            <ShieldQuestion aria-hidden className="mt-0.5 size-4 shrink-0" />
            {hasConfiguration
              ? isEvaluating
                ? 'Évaluation en cours…'
                : 'Évaluation indisponible pour le moment.'
              : 'Choisissez une configuration pour évaluer le setup et obtenir un risque recommandé.'}
          </p>
        ) : (
          <>
            <div
              className={clsx(
                'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold',
                isCompliant ? 'bg-gain-soft text-gain' : 'bg-loss-soft text-loss',
              )}
            >
              {isCompliant ? (
                <CircleCheck aria-hidden className="size-4" />
              ) : (
                <CircleAlert aria-hidden className="size-4" />
              )}
              {isCompliant ? 'Conforme' : 'Non conforme'}
            </div>
            <dl className="grid grid-cols-2 gap-2">
              <Figure label="Score">{formatPercent(compliance.score_pct)}</Figure>
              <Figure label="Note">{compliance.grade ?? EMPTY_VALUE}</Figure>
              <Figure label="Risque recommandé">{formatPercent(compliance.recommended_risk_pct, 2)}</Figure>
              <Figure label="Créneau">
                <span className="text-sm">
                  {compliance.timing_class === null
                    ? EMPTY_VALUE
                    : TIMING_CLASS_LABELS[compliance.timing_class]}
                </span>
              </Figure>
            </dl>
            <ProgressBar
              value={compliance.score_pct}
              label="Score de conformité"
              tone={isCompliant ? 'gain' : 'accent'}
            />
            {compliance.non_compliance_reasons.length > 0 && (
              <ul aria-label="Raisons de non-conformité" className="flex flex-col gap-1.5">
                {compliance.non_compliance_reasons.map((reason) => (
                  <li key={reason} className="flex items-start gap-2 text-xs text-fg-muted">
                    <span aria-hidden className="mt-1.5 size-1.5 shrink-0 rounded-full bg-loss" />
                    {reason}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <div className="flex items-center justify-between border-t border-border pt-3 text-sm">
          <span className="text-fg-muted">R prévu</span>
          <Badge tone={plannedR === null ? 'neutral' : 'accent'}>{formatR(plannedR)}</Badge>
        </div>
      </CardBody>
    </Card>
  );
}
