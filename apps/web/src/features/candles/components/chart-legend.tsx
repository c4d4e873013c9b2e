import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import type { ChartMarker, ChartPriceLine } from '../utils/chart-overlays.ts';

const SWATCH = {
  accent: 'bg-accent',
  gain: 'bg-gain',
  loss: 'bg-loss',
  warn: 'bg-warn',
  muted: 'bg-fg-muted',
} as const;

type ChartLegendProps = { markers: readonly ChartMarker[]; priceLines: readonly ChartPriceLine[] };

/** The points and lines of the chart, written out: their exact prices and instants, readable without the canvas. */
export function ChartLegend({ markers, priceLines }: ChartLegendProps) {
  return (
    <ul aria-label="Repères du graphique" className="flex flex-col gap-1 text-xs text-fg-muted">
      {markers.map((marker) => (
        <li key={`${marker.label}-${marker.at}`} className="flex items-baseline gap-2">
          <span aria-hidden className={`size-2 shrink-0 rounded-full ${SWATCH[marker.tone]}`} />
          <span className="font-medium whitespace-nowrap text-fg">{marker.label}</span>
          <span className="num">
            {formatNumber(marker.price)} · {formatDateTime(marker.at)}
          </span>
        </li>
      ))}
      {priceLines.map((line) => (
        <li key={line.label} className="flex items-baseline gap-2">
          <span aria-hidden className={`h-0.5 w-2 shrink-0 ${SWATCH[line.tone]}`} />
          <span className="font-medium whitespace-nowrap text-fg">{line.label}</span>
          <span className="num">{formatNumber(line.price)}</span>
        </li>
      ))}
    </ul>
  );
}
