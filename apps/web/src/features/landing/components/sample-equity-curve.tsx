import { useId } from 'react';
import { formatR } from '../../../lib/format.ts';

const WIDTH = 560;
const HEIGHT = 180;
const PADDING = 8;

/** A small equity curve in R, drawn in plain SVG: the landing page carries no chart library (docs/budgets.md). */
export function SampleEquityCurve({ equityCurveR }: { equityCurveR: readonly number[] }) {
  // useId may contain characters that url(#…) would need escaped.
  const gradientId = `equity-${useId().replace(/[^\w-]/g, '')}`;
  const low = Math.min(0, ...equityCurveR);
  const high = Math.max(0, ...equityCurveR);
  const span = high - low || 1;
  const x = (index: number) =>
    PADDING + (index / Math.max(equityCurveR.length - 1, 1)) * (WIDTH - 2 * PADDING);
  const y = (value: number) => PADDING + ((high - value) / span) * (HEIGHT - 2 * PADDING);
  const line = equityCurveR
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(value)}`)
    .join(' ');
  const area = `${line} L${x(equityCurveR.length - 1)},${y(low)} L${x(0)},${y(low)} Z`;
  const last = equityCurveR.at(-1) ?? 0;

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Courbe d’équité d’exemple : de 0 R à ${formatR(last)} sur ${equityCurveR.length - 1} trades`}
      className="h-auto w-full"
      preserveAspectRatio="none"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="var(--gain)" stopOpacity="0.35" />
          <stop offset="100%" stopColor="var(--gain)" stopOpacity="0" />
        </linearGradient>
      </defs>
      {[0.25, 0.5, 0.75].map((ratio) => (
        <line
          key={ratio}
          x1={0}
          x2={WIDTH}
          y1={HEIGHT * ratio}
          y2={HEIGHT * ratio}
          stroke="var(--border)"
          strokeWidth="1"
        />
      ))}
      <line
        x1={0}
        x2={WIDTH}
        y1={y(0)}
        y2={y(0)}
        stroke="var(--fg-subtle)"
        strokeDasharray="4 4"
        strokeWidth="1"
      />
      <path d={area} fill={`url(#${gradientId})`} />
      <path
        d={line}
        fill="none"
        stroke="var(--gain)"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={x(equityCurveR.length - 1)} cy={y(last)} r="3.5" fill="var(--gain)" />
    </svg>
  );
}
