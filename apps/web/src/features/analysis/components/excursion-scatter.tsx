import type { Outcome } from '@carnet/domain';
import { formatR } from '../../../lib/format.ts';
import { type ExcursionPoint, excursionExtent } from '../utils/excursion-points.ts';

const WIDTH = 420;
const HEIGHT = 260;
const PAD = { left: 52, right: 12, top: 12, bottom: 36 } as const;

const OUTCOME_STYLES: Record<Outcome | 'NONE', { className: string; label: string }> = {
  WIN: { className: 'fill-gain', label: 'Gagnante' },
  LOSS: { className: 'fill-loss', label: 'Perdante' },
  BREAKEVEN: { className: 'fill-warn', label: 'Neutre' },
  NONE: { className: 'fill-fg-muted', label: 'Sans résultat' },
};

/**
 * MFE against MAE in R, one dot per trade, winners green and losers red (docs/rules/candles.md#chart): how far each
 * trade went against the trader (left) and for them (up). Drawn in SVG with the theme's colours.
 */
export function ExcursionScatter({ points }: { points: readonly ExcursionPoint[] }) {
  const { maeMin, mfeMax } = excursionExtent(points);
  const x = (mae: number) => PAD.left + ((mae - maeMin) / -maeMin) * (WIDTH - PAD.left - PAD.right);
  const y = (mfe: number) => HEIGHT - PAD.bottom - (mfe / mfeMax) * (HEIGHT - PAD.top - PAD.bottom);
  const legend = (['WIN', 'LOSS', 'BREAKEVEN'] as const).map((outcome) => OUTCOME_STYLES[outcome]);
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`MFE en fonction de la MAE, en R, pour ${points.length} opération${points.length > 1 ? 's' : ''} : MAE de ${formatR(maeMin)} à 0, MFE de 0 à ${formatR(mfeMax)}.`}
        className="h-auto w-full max-w-lg text-fg-subtle"
      >
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="stroke-border-strong" />
        <line x1={x(0)} x2={x(0)} y1={PAD.top} y2={HEIGHT - PAD.bottom} className="stroke-border-strong" />
        <text x={PAD.left} y={HEIGHT - PAD.bottom + 14} className="fill-fg-muted text-[11px]">
          {formatR(maeMin)}
        </text>
        <text x={x(0)} y={HEIGHT - PAD.bottom + 14} textAnchor="end" className="fill-fg-muted text-[11px]">
          0
        </text>
        <text x={PAD.left - 4} y={PAD.top + 8} textAnchor="end" className="fill-fg-muted text-[11px]">
          {formatR(mfeMax)}
        </text>
        <text
          x={(PAD.left + WIDTH) / 2}
          y={HEIGHT - 4}
          textAnchor="middle"
          className="fill-fg-muted text-[11px]"
        >
          MAE (R)
        </text>
        <text
          x={10}
          y={(HEIGHT - PAD.bottom) / 2}
          textAnchor="middle"
          transform={`rotate(-90 10 ${(HEIGHT - PAD.bottom) / 2})`}
          className="fill-fg-muted text-[11px]"
        >
          MFE (R)
        </text>
        {points.map((point) => (
          <circle
            key={point.id}
            cx={x(point.mae)}
            cy={y(point.mfe)}
            r={3.5}
            className={`${OUTCOME_STYLES[point.outcome ?? 'NONE'].className} opacity-80`}
          >
            <title>{`${point.symbol} : MFE ${formatR(point.mfe)}, MAE ${formatR(point.mae)}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-3 text-xs text-fg-muted">
        {legend.map((item) => (
          <span key={item.label} className="inline-flex items-center gap-1.5">
            <svg aria-hidden viewBox="0 0 8 8" className="size-2">
              <circle cx={4} cy={4} r={4} className={item.className} />
            </svg>
            {item.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
