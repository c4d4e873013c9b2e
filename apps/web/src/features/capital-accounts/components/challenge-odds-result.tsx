import {
  CHALLENGE_RULE_BROKEN_LABELS,
  LOW_SIMULATION_SAMPLE,
  type SimulationResponse,
} from '@carnet/contract';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EMPTY_VALUE, formatFractionAsPercent, formatNumber } from '../../../lib/format.ts';
import { CHART_HEIGHT } from '../../dashboard/components/chart-theme.ts';
import { type BestRiskReading, readBestRisk } from '../utils/challenge-figures.ts';
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

const riskText = (risk: number) => `${formatNumber(risk, 2)} % par trade`;

function bestRiskSentence(reading: BestRiskReading): string {
  switch (reading.kind) {
    case 'BEST':
      return `Le risque qui maximise les chances : ${riskText(reading.risk)}.`;
    case 'NO_CHANCE':
      return 'Aucun risque testé ne mène à la réussite.';
    case 'LOW_SAMPLE':
      return `Échantillon faible (moins de ${LOW_SIMULATION_SAMPLE.days} jours de trading ou de ${LOW_SIMULATION_SAMPLE.trades} trades) : aucun risque n’est recommandé.`;
    case 'AT_EDGE':
      return `Les meilleures chances sont au bord de la plage testée (${riskText(reading.risk)}) : le meilleur risque peut être au-delà, aucun n’est recommandé.`;
  }
}

/** The odds of one simulation: pass / fail / open, the interval, the median days, why runs failed, the sweep. */
export function ChallengeOddsResult({ result }: { result: SimulationResponse }) {
  const charts = challengeCharts.useLoaded();
  const reading = readBestRisk(result);
  const days = result.median_days_to_pass;
  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      <dl className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <Figure
          label="Réussite"
          value={percent(result.pass_probability)}
          detail={`Selon l’échantillon : ${percent(result.pass_probability_range.low)} – ${percent(result.pass_probability_range.high)}`}
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
        <p className="text-sm text-fg-muted">{bestRiskSentence(reading)}</p>
        {charts === undefined ? (
          <div style={{ height: CHART_HEIGHT }}>
            <Skeleton className="h-full w-full" />
          </div>
        ) : (
          <charts.RiskSweepChart
            sweep={result.risk_sweep}
            bestRisk={reading.kind === 'BEST' ? reading.risk : null}
          />
        )}
      </section>
    </div>
  );
}
