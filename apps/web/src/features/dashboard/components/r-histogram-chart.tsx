import type { Dashboard } from '@carnet/contract';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '../../../lib/format.ts';
import { roundAxis } from '../utils/axis-ticks.ts';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT } from './chart-theme.ts';
import { ChartTooltip } from './chart-tooltip.tsx';

type Bucket = Dashboard['rr_histogram'][number];

/** docs/rules/statistics.md#dashboard labels: `≤ -3R` and `-1R à 0R` hold losing R; from `0R à 1R` up, break-even and winning R. */
const isLosingBucket = (label: string) => label.startsWith('-') || label.startsWith('≤');

/** How many trades closed in each 1 R bucket (docs/ui.md: histogram of R per trade). */
export function RHistogramChart({ buckets }: { buckets: readonly Bucket[] }) {
  const byLabel = useMemo(() => new Map(buckets.map((bucket) => [bucket.label, bucket])), [buckets]);
  const countAxis = useMemo(
    () =>
      roundAxis(
        buckets.map((bucket) => bucket.count),
        { isCount: true },
      ),
    [buckets],
  );
  const tooltip = ({ active, label }: TooltipContentProps) => {
    const bucket = byLabel.get(String(label));
    if (!active || bucket === undefined) return null;
    const color = isLosingBucket(bucket.label) ? CHART_COLORS.loss : CHART_COLORS.gain;
    return (
      <ChartTooltip
        title={bucket.label}
        lines={[{ name: 'Opérations', value: formatNumber(bucket.count, 0), color }]}
      />
    );
  };
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={[...buckets]} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} maxBarSize={48}>
        <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} stroke={CHART_COLORS.axis} />
        <YAxis width={40} {...countAxis} tick={AXIS_TICK} stroke={CHART_COLORS.axis} />
        <Tooltip content={tooltip} cursor={{ fill: CHART_COLORS.cursor }} />
        <Bar dataKey="count" name="Opérations" radius={[3, 3, 0, 0]} isAnimationActive={false}>
          {buckets.map((bucket) => (
            <Cell
              key={bucket.label}
              fill={isLosingBucket(bucket.label) ? CHART_COLORS.loss : CHART_COLORS.gain}
            />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
