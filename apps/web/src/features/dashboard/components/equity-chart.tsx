import { useMemo } from 'react';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber, formatR } from '../../../lib/format.ts';
import { roundAxis } from '../utils/axis-ticks.ts';
import { equityPoints } from '../utils/equity-points.ts';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT } from './chart-theme.ts';
import { ChartTooltip, START_LABEL } from './chart-tooltip.tsx';

/** The equity curve in R (docs/rules/statistics.md#dashboard: cumulative R after each closed trade, from 0), with the zero line. */
export function EquityChart({ curve }: { curve: readonly number[] }) {
  const points = useMemo(() => equityPoints(curve), [curve]);
  const rByTrade = useMemo(() => new Map(points.map((point) => [point.trade, point.r])), [points]);
  const rAxis = useMemo(() => roundAxis(points.map((point) => point.r)), [points]);
  const tooltip = ({ active, label }: TooltipContentProps) => {
    const r = rByTrade.get(Number(label));
    if (!active || r === undefined) return null;
    const trades = Number(label);
    const title =
      trades === 0 ? START_LABEL : `Après ${formatNumber(trades, 0)} opération${trades > 1 ? 's' : ''}`;
    return (
      <ChartTooltip title={title} lines={[{ name: 'Équité', value: formatR(r), color: CHART_COLORS.line }]} />
    );
  };
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id="equity-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={CHART_COLORS.line} stopOpacity={0.28} />
            <stop offset="100%" stopColor={CHART_COLORS.line} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="trade"
          type="number"
          domain={['dataMin', 'dataMax']}
          allowDecimals={false}
          tick={AXIS_TICK}
          stroke={CHART_COLORS.axis}
          tickFormatter={(trade: number) => formatNumber(trade, 0)}
        />
        <YAxis
          width={52}
          {...rAxis}
          tick={AXIS_TICK}
          stroke={CHART_COLORS.axis}
          tickFormatter={(r: number) => `${formatNumber(r, 1)} R`}
        />
        <ReferenceLine y={0} stroke={CHART_COLORS.zero} strokeDasharray="4 4" />
        <Tooltip content={tooltip} cursor={{ stroke: CHART_COLORS.axis }} />
        <Area
          type="linear"
          dataKey="r"
          baseValue={0}
          stroke={CHART_COLORS.line}
          strokeWidth={2}
          fill="url(#equity-fill)"
          isAnimationActive={false}
          dot={false}
          activeDot={{ r: 4, fill: CHART_COLORS.line, stroke: 'var(--surface)' }}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
