import { type AnalysisGroup, LOW_SAMPLE_LABEL } from '@carnet/contract';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { StackedCell, StackedRow, StackedRowHeader } from '../../../components/ui/stacked-table.tsx';
import { EMPTY_VALUE, formatNumber, formatPercent, formatR, formatRatio } from '../../../lib/format.ts';
import { formatMoneyByCurrency, formatWinRateInterval, INTERVAL_LABEL } from '../utils/analysis-format.ts';
import type { WhiskerScale } from '../utils/whisker-scale.ts';
import { ExpectancyWhisker } from './expectancy-whisker.tsx';
import { SignificanceMarker } from './significance-marker.tsx';

/**
 * The figures of a group in the table's order (docs/rules/statistics.md): the expectancy's whisker right after the count, so
 * the forest plot is read first, on a phone too.
 */
export const BREAKDOWN_COLUMNS = {
  trades: 'Trades',
  expectancy: `Espérance (${INTERVAL_LABEL})`,
  winRate: `Réussite (${INTERVAL_LABEL})`,
  profitFactor: 'PF',
  sqn: 'SQN',
  totalR: 'R total',
  net: 'Net',
  vsRest: 'Écart vs le reste',
} as const;

type BreakdownRowProps = {
  group: AnalysisGroup;
  scale: WhiskerScale;
  legendId: string;
  /** The trade list of exactly the group's trades; null for a journal dimension (the list has no such filter). */
  tradesLink: string | null;
};

/** One group of a breakdown (docs/rules/statistics.md); a small sample is greyed and says so. On a phone, a card. */
export function BreakdownRow({ group, scale, legendId, tradesLink }: BreakdownRowProps) {
  const money = formatMoneyByCurrency(group.net_pnl);
  return (
    <StackedRow className={clsx(group.low_sample && 'text-fg-muted [&>td]:text-fg-muted')}>
      <StackedRowHeader>
        <span className="flex flex-col items-start gap-0.5">
          {tradesLink === null ? (
            group.label
          ) : (
            <Link to={tradesLink} className="text-accent underline-offset-2 hover:underline">
              {group.label}
            </Link>
          )}
          {group.low_sample && <Badge>{LOW_SAMPLE_LABEL}</Badge>}
        </span>
      </StackedRowHeader>
      <StackedCell caption={BREAKDOWN_COLUMNS.trades} align="right">
        {formatNumber(group.trades, 0)}
      </StackedCell>
      <StackedCell caption={BREAKDOWN_COLUMNS.expectancy} span={4}>
        <ExpectancyWhisker
          expectancy={group.expectancy}
          interval={group.expectancy_ci}
          scale={scale}
          isMuted={group.low_sample}
        />
      </StackedCell>
      <StackedCell caption={BREAKDOWN_COLUMNS.winRate} align="right" span={2}>
        <span className="flex flex-col leading-tight">
          <span>{formatPercent(group.win_rate)}</span>
          <span className="text-[11px] text-fg-subtle">{formatWinRateInterval(group.win_rate_ci)}</span>
        </span>
      </StackedCell>
      <StackedCell caption={BREAKDOWN_COLUMNS.profitFactor} align="right">
        {formatRatio(group.profit_factor)}
      </StackedCell>
      <StackedCell caption={BREAKDOWN_COLUMNS.sqn} align="right">
        {formatRatio(group.sqn)}
      </StackedCell>
      <StackedCell caption={BREAKDOWN_COLUMNS.totalR} align="right" span={2}>
        {formatR(group.total_r)}
      </StackedCell>
      <StackedCell caption={BREAKDOWN_COLUMNS.net} align="right" span={2}>
        {money.length === 0
          ? EMPTY_VALUE
          : money.map((amount) => (
              <span key={amount} className="block">
                {amount}
              </span>
            ))}
      </StackedCell>
      <StackedCell caption={BREAKDOWN_COLUMNS.vsRest} span={4} className="sm:py-1.5">
        <div className="whitespace-normal sm:min-w-52">
          <span className="num block">{formatR(group.vs_rest.difference)}</span>
          <SignificanceMarker test={group.vs_rest} legendId={legendId} />
        </div>
      </StackedCell>
    </StackedRow>
  );
}
