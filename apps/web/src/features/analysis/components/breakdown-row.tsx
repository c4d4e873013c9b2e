import { type AnalysisGroup, LOW_SAMPLE_LABEL } from '@carnet/contract';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { TableCell, TableRow } from '../../../components/ui/table.tsx';
import { EMPTY_VALUE, formatNumber, formatPercent, formatR, formatRatio } from '../../../lib/format.ts';
import { formatMoneyByCurrency, formatWinRateInterval } from '../utils/analysis-format.ts';
import type { WhiskerScale } from '../utils/whisker-scale.ts';
import { ExpectancyWhisker } from './expectancy-whisker.tsx';
import { SignificanceMarker } from './significance-marker.tsx';

type BreakdownRowProps = {
  group: AnalysisGroup;
  scale: WhiskerScale;
  legendId: string;
  /** The trade list of exactly the group's trades (issue 17). */
  tradesLink: string;
};

/** One group of a breakdown (DESIGN §12); a small sample is greyed and says so. */
export function BreakdownRow({ group, scale, legendId, tradesLink }: BreakdownRowProps) {
  const money = formatMoneyByCurrency(group.net_pnl);
  return (
    <TableRow className={clsx(group.low_sample && 'text-fg-muted [&>td]:text-fg-muted')}>
      <th scope="row" className="h-10 min-w-32 px-3 text-left font-medium">
        <span className="flex flex-col items-start gap-0.5">
          <Link to={tradesLink} className="text-accent underline-offset-2 hover:underline">
            {group.label}
          </Link>
          {group.low_sample && <Badge>{LOW_SAMPLE_LABEL}</Badge>}
        </span>
      </th>
      <TableCell align="right">{formatNumber(group.trades, 0)}</TableCell>
      <TableCell align="right">
        <span className="flex flex-col leading-tight">
          <span>{formatPercent(group.win_rate)}</span>
          <span className="text-[11px] text-fg-subtle">{formatWinRateInterval(group.win_rate_ci)}</span>
        </span>
      </TableCell>
      <TableCell>
        <ExpectancyWhisker
          expectancy={group.expectancy}
          interval={group.expectancy_ci}
          scale={scale}
          isMuted={group.low_sample}
        />
      </TableCell>
      <TableCell align="right">{formatRatio(group.profit_factor)}</TableCell>
      <TableCell align="right">{formatRatio(group.sqn)}</TableCell>
      <TableCell align="right">{formatR(group.total_r)}</TableCell>
      <TableCell align="right">
        {money.length === 0
          ? EMPTY_VALUE
          : money.map((amount) => (
              <span key={amount} className="block">
                {amount}
              </span>
            ))}
      </TableCell>
      <TableCell className="py-1.5">
        <div className="min-w-52 whitespace-normal">
          <span className="num block">{formatR(group.vs_rest.difference)}</span>
          <SignificanceMarker test={group.vs_rest} legendId={legendId} />
        </div>
      </TableCell>
    </TableRow>
  );
}
