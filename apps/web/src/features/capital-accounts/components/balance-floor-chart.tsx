import { useMemo } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney, formatPeriod, formatPeriodTick } from '../../../lib/format.ts';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT } from '../../dashboard/components/chart-theme.ts';
import { ChartTooltip, START_LABEL, type TooltipLine } from '../../dashboard/components/chart-tooltip.tsx';
import type { BalancePoint } from '../utils/challenge-figures.ts';

/** « 10,5 k », « 9,75 k »: the axis's order of magnitude without rounding a tick to a wrong value. */
const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 2 });

type BalanceFloorChartProps = {
  points: readonly BalancePoint[];
  currency: string;
  targetBalance: number | null;
};

/**
 * docs/rules/challenges.md: the balance at each trading day's close beside the maximum-loss floor in force once the day is over
 * (a step: a trailing floor visibly climbs, then stops at its lock) and the target balance.
 */
export function BalanceFloorChart({ points, currency, targetBalance }: BalanceFloorChartProps) {
  const byDate = useMemo(() => new Map(points.map((point) => [point.date, point])), [points]);
  const tooltip = ({ active, label }: TooltipContentProps) => {
    const point = byDate.get(String(label));
    if (!active || point === undefined) return null;
    const lines: TooltipLine[] = [
      { name: 'Solde', value: formatMoney(point.balance, currency), color: CHART_COLORS.line },
      { name: 'Plus bas du jour', value: formatMoney(point.low, currency) },
    ];
    if (point.floor !== null)
      lines.push({ name: 'Plancher', value: formatMoney(point.floor, currency), color: CHART_COLORS.loss });
    const title = point.date === START_LABEL ? START_LABEL : formatPeriod(point.date, 'day');
    return <ChartTooltip title={title} lines={lines} />;
  };
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <LineChart data={[...points]} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tick={AXIS_TICK}
          stroke={CHART_COLORS.axis}
          tickFormatter={(date: string) =>
            date === START_LABEL ? START_LABEL : formatPeriodTick(date, 'day')
          }
          minTickGap={16}
        />
        <YAxis
          width={56}
          domain={['auto', 'auto']}
          tick={AXIS_TICK}
          stroke={CHART_COLORS.axis}
          tickFormatter={(value: number) => compact.format(value)}
        />
        {targetBalance !== null && (
          <ReferenceLine
            y={targetBalance}
            stroke={CHART_COLORS.gain}
            strokeDasharray="4 4"
            ifOverflow="extendDomain"
            label={{ value: 'Objectif', position: 'insideTopLeft', fill: 'var(--fg-muted)', fontSize: 11 }}
          />
        )}
        <Tooltip content={tooltip} cursor={{ stroke: CHART_COLORS.axis }} />
        <Line
          type="stepAfter"
          dataKey="floor"
          name="Plancher"
          stroke={CHART_COLORS.loss}
          strokeWidth={2}
          strokeDasharray="6 3"
          dot={false}
          isAnimationActive={false}
          connectNulls
        />
        <Line
          type="linear"
          dataKey="balance"
          name="Solde"
          stroke={CHART_COLORS.line}
          strokeWidth={2}
          dot={{ r: 2.5, fill: CHART_COLORS.line }}
          activeDot={{ r: 4, fill: CHART_COLORS.line, stroke: 'var(--surface)' }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
