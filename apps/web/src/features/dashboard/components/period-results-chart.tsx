import type { Dashboard } from '@carnet/contract';
import type { DashboardGroup } from '@carnet/domain';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber, formatPeriod, formatPeriodTick } from '../../../lib/format.ts';
import { roundAxis } from '../utils/axis-ticks.ts';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT } from './chart-theme.ts';
import { ChartTooltip } from './chart-tooltip.tsx';

type PeriodResult = Dashboard['grouped'][number];

const SERIES = [
  { key: 'wins', name: 'Gagnants', color: CHART_COLORS.gain },
  { key: 'losses', name: 'Perdants', color: CHART_COLORS.loss },
  { key: 'breakevens', name: 'Neutres', color: CHART_COLORS.breakeven },
] as const;

/** Won, lost and break-even trades closed in each period, stacked (docs/ui.md). */
export function PeriodResultsChart({
  grouped,
  group,
}: {
  grouped: readonly PeriodResult[];
  group: DashboardGroup;
}) {
  const byPeriod = useMemo(() => new Map(grouped.map((row) => [row.period, row])), [grouped]);
  const countAxis = useMemo(
    () =>
      roundAxis(
        grouped.map((row) => row.wins + row.losses + row.breakevens),
        { isCount: true },
      ),
    [grouped],
  );
  const tooltip = ({ active, label }: TooltipContentProps) => {
    const row = byPeriod.get(String(label));
    if (!active || row === undefined) return null;
    const lines = SERIES.map((series) => ({
      name: series.name,
      value: formatNumber(row[series.key], 0),
      color: series.color,
    }));
    return <ChartTooltip title={formatPeriod(row.period, group)} lines={lines} />;
  };
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={[...grouped]} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} maxBarSize={36}>
        <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="period"
          tick={AXIS_TICK}
          stroke={CHART_COLORS.axis}
          tickFormatter={(period: string) => formatPeriodTick(period, group)}
          minTickGap={12}
        />
        <YAxis width={40} {...countAxis} tick={AXIS_TICK} stroke={CHART_COLORS.axis} />
        <Tooltip content={tooltip} cursor={{ fill: CHART_COLORS.cursor }} />
        <Legend
          // In stacking order (won, lost, break-even), not alphabetical.
          itemSorter={null}
          iconType="circle"
          iconSize={8}
          formatter={(name: string) => <span className="text-xs text-fg-muted">{name}</span>}
        />
        {SERIES.map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.name}
            stackId="results"
            fill={series.color}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
