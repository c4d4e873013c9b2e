import { formatNumber, formatPercent, formatR } from '../../../lib/format.ts';
import { SAMPLE_R_MULTIPLES, summariseSample } from '../sample-journal.ts';
import { SampleEquityCurve } from './sample-equity-curve.tsx';

const sample = summariseSample(SAMPLE_R_MULTIPLES);

const FIGURES = [
  { label: 'Taux de réussite', value: formatPercent(sample.winRatePct), tone: 'text-fg' },
  { label: 'R:R moyen', value: `1 : ${formatNumber(sample.averageRewardRisk, 2, 2)}`, tone: 'text-fg' },
  { label: 'Espérance', value: formatR(sample.expectancyR), tone: 'text-gain' },
  { label: 'Drawdown max', value: formatR(-sample.maxDrawdownR), tone: 'text-loss' },
] as const;

/** The pitch's preview: static sample figures (docs/ui.md), clearly labelled as an example. */
export function SampleDashboard() {
  return (
    <figure className="overflow-hidden rounded-xl border border-border bg-surface shadow-overlay">
      <figcaption className="flex items-center justify-between border-b border-border px-4 py-2.5">
        <span className="text-xs font-medium text-fg-muted">
          Journal d’exemple · {sample.tradeCount} trades
        </span>
        <span className="rounded bg-warn-soft px-1.5 py-0.5 text-[10px] font-semibold tracking-wide text-warn uppercase">
          Données d’exemple
        </span>
      </figcaption>
      <dl className="grid grid-cols-2 divide-border border-b border-border sm:grid-cols-4 sm:divide-x">
        {FIGURES.map((figure) => (
          <div key={figure.label} className="flex flex-col gap-1 px-4 py-3">
            <dt className="text-[11px] font-medium tracking-wide whitespace-nowrap text-fg-subtle uppercase">
              {figure.label}
            </dt>
            <dd className={`num text-lg font-semibold ${figure.tone}`}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="px-3 pt-3 pb-2">
        <div className="mb-1 flex items-center justify-between px-1 text-[11px] text-fg-subtle">
          <span>Courbe d’équité (R)</span>
          <span className="num text-gain">{formatR(sample.equityCurveR.at(-1) ?? 0)}</span>
        </div>
        <SampleEquityCurve equityCurveR={sample.equityCurveR} />
      </div>
    </figure>
  );
}
