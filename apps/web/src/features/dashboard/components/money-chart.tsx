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
import { formatMoney, formatNumber, formatPeriod, formatPeriodTick } from '../../../lib/format.ts';
import { roundAxis } from '../utils/axis-ticks.ts';
import { MONEY_START, type MoneyCurve, moneyPoints } from '../utils/money-points.ts';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT } from './chart-theme.ts';
import { ChartTooltip, START_LABEL } from './chart-tooltip.tsx';

/** « 1,2 k » on the axis: a money axis needs the order of magnitude, the tooltip gives the exact figure. */
const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * The cumulative net money of one currency by close day (docs/rules/trades.md), from 0 before the first day: what the
 * trades moved the accounts by, fees and swap included, green above zero and red below at the last day.
 */
export function MoneyChart({ curve }: { curve: MoneyCurve }) {
  const points = useMemo(() => moneyPoints(curve), [curve]);
  const byDate = useMemo(() => new Map(points.map((point) => [point.date, point])), [points]);
  const axis = useMemo(() => roundAxis(points.map((point) => point.cumulative)), [points]);
  const color = (points.at(-1)?.cumulative ?? 0) < 0 ? CHART_COLORS.loss : CHART_COLORS.gain;
  const tooltip = ({ active, label }: TooltipContentProps) => {
    const point = byDate.get(String(label));
    if (!active || point === undefined) return null;
    const cumulative = { name: 'Cumul', value: formatMoney(point.cumulativeNet, curve.currency), color };
    if (point.date === MONEY_START) return <ChartTooltip title={START_LABEL} lines={[cumulative]} />;
    const lines = [{ name: 'Du jour', value: formatMoney(point.net, curve.currency), color }, cumulative];
    return <ChartTooltip title={formatPeriod(point.date, 'day')} lines={lines} />;
  };
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id="money-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity={0.28} />
            <stop offset="100%" stopColor={color} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tick={AXIS_TICK}
          stroke={CHART_COLORS.axis}
          tickFormatter={(date: string) =>
            date === MONEY_START ? START_LABEL : formatPeriodTick(date, 'day')
          }
          minTickGap={16}
        />
        <YAxis
          width={56}
          {...axis}
          tick={AXIS_TICK}
          stroke={CHART_COLORS.axis}
          tickFormatter={(value: number) =>
            Math.abs(value) >= 10_000 ? compact.format(value) : formatNumber(value, 0)
          }
        />
        <ReferenceLine y={0} stroke={CHART_COLORS.zero} strokeDasharray="4 4" />
        <Tooltip content={tooltip} cursor={{ stroke: CHART_COLORS.axis }} />
        <Area
          type="linear"
          dataKey="cumulative"
          baseValue={0}
          stroke={color}
          strokeWidth={2}
          fill="url(#money-fill)"
          isAnimationActive={false}
          activeDot={{ r: 4, fill: color, stroke: 'var(--surface)' }}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
