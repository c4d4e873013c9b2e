import { formatNumber } from '../../../lib/format.ts';

type EfficiencyDistributionProps = { bins: readonly { label: string; count: number }[] };

/**
 * The distribution of exit efficiency: how much of its best open profit (MFE) each trade kept at its exits
 * (docs/rules/candles.md#excursions). Bars with their counts written beside, so nothing relies on the drawing.
 */
export function EfficiencyDistribution({ bins }: EfficiencyDistributionProps) {
  const most = Math.max(1, ...bins.map((bin) => bin.count));
  return (
    <dl aria-label="Répartition de l’efficacité de sortie" className="flex flex-col gap-1.5 text-xs">
      {bins.map((bin) => (
        <div key={bin.label} className="grid grid-cols-[6rem_minmax(0,1fr)_2.5rem] items-center gap-2">
          <dt className="text-fg-muted">{bin.label}</dt>
          <dd aria-hidden className="h-3 rounded-sm bg-surface-3">
            <div className="h-3 rounded-sm bg-accent" style={{ width: `${(bin.count / most) * 100}%` }} />
          </dd>
          <dd className="num text-right text-fg">{formatNumber(bin.count, 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
