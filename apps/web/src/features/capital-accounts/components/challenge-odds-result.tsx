import { CHALLENGE_RULE_BROKEN_LABELS, type SimulationResponse } from '@carnet/contract';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EMPTY_VALUE, formatFractionAsPercent, formatNumber } from '../../../lib/format.ts';
import { CHART_HEIGHT } from '../../dashboard/components/chart-theme.ts';
import { bestRisk } from '../utils/challenge-figures.ts';
import { challengeCharts } from './lazy-challenge-charts.ts';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">{label}</dt>
      <dd className="num text-xl font-semibold text-fg">{value}</dd>
      {detail !== undefined && <dd className="text-xs text-fg-muted">{detail}</dd>}
    </div>
  );
}

const percent = (fraction: number) => formatFractionAsPercent(fraction);

/** The odds of one simulation: pass / fail / open, the interval, the median days, why runs failed, the sweep. */
export function ChallengeOddsResult({ result }: { result: SimulationResponse }) {
  const charts = challengeCharts.useLoaded();
  const best = bestRisk(result.risk_sweep);
  const days = result.median_days_to_pass;
  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      <dl className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <Figure
          label="Réussite"
          value={percent(result.pass_probability)}
          detail={`IC 95 % : ${percent(result.pass_ci.low)} – ${percent(result.pass_ci.high)}`}
        />
        <Figure label="Échec" value={percent(result.fail_probability)} />
        <Figure label="Encore en cours" value={percent(result.open_probability)} />
        <Figure
          label="Jours médians pour réussir"
          value={days === null ? EMPTY_VALUE : formatNumber(days, 1)}
          detail="Jours de trading parmi les simulations réussies"
        />
      </dl>
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-fg-muted">
        <span>Raisons d’échec :</span>
        {(['DAILY_LOSS', 'MAX_LOSS'] as const).map((rule) => (
          <span key={rule}>
            {CHALLENGE_RULE_BROKEN_LABELS[rule]}{' '}
            <span className="num font-semibold text-fg">{percent(result.failure_reasons[rule])}</span>
          </span>
        ))}
      </div>
      <p className="text-xs text-fg-subtle">
        {formatNumber(result.runs)} simulations tirées de {formatNumber(result.sample_trades)} trades sur{' '}
        {formatNumber(result.sample_days)} jours de trading.
      </p>
      <section aria-label="Chances selon le risque" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-fg">Chances selon le risque par trade</h3>
        <p className="text-sm text-fg-muted">
          {best === null
            ? 'Aucun risque testé ne mène à la réussite.'
            : `Le risque qui maximise les chances : ${formatNumber(best, 2)} % par trade.`}
        </p>
        {charts === undefined ? (
          <div style={{ height: CHART_HEIGHT }}>
            <Skeleton className="h-full w-full" />
          </div>
        ) : (
          <charts.RiskSweepChart sweep={result.risk_sweep} bestRisk={best} />
        )}
      </section>
    </div>
  );
}
