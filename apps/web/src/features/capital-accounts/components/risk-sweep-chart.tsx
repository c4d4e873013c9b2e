import type { SimulationResponse } from '@carnet/contract';
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
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { AXIS_TICK, CHART_COLORS, CHART_HEIGHT } from '../../dashboard/components/chart-theme.ts';
import { ChartTooltip } from '../../dashboard/components/chart-tooltip.tsx';

type RiskSweepChartProps = { sweep: SimulationResponse['risk_sweep']; bestRisk: number | null };

const riskLabel = (risk: number) => `${formatNumber(risk, 2)} %`;

/** docs/rules/challenges.md: the probability of passing at each risk per trade, the risk that maximises it in green. */
export function RiskSweepChart({ sweep, bestRisk }: RiskSweepChartProps) {
  const points = sweep.map((point) => ({ risk: point.risk_pct, percent: point.pass_probability * 100 }));
  const tooltip = ({ active, label }: TooltipContentProps) => {
    const point = points.find((candidate) => candidate.risk === Number(label));
    if (!active || point === undefined) return null;
    const best = point.risk === bestRisk ? ' (meilleur)' : '';
    return (
      <ChartTooltip
        title={`Risque ${riskLabel(point.risk)}${best}`}
        lines={[{ name: 'Réussite', value: formatPercent(point.percent), color: CHART_COLORS.line }]}
      />
    );
  };
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} maxBarSize={40}>
        <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="risk" tick={AXIS_TICK} stroke={CHART_COLORS.axis} tickFormatter={riskLabel} />
        <YAxis
          width={44}
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tick={AXIS_TICK}
          stroke={CHART_COLORS.axis}
          tickFormatter={(value: number) => `${value} %`}
        />
        <Tooltip content={tooltip} cursor={{ fill: CHART_COLORS.cursor }} />
        <Bar dataKey="percent" isAnimationActive={false} radius={[3, 3, 0, 0]}>
          {points.map((point) => (
            <Cell key={point.risk} fill={point.risk === bestRisk ? CHART_COLORS.gain : CHART_COLORS.line} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
