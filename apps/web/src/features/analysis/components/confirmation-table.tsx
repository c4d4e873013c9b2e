import { type ConfirmationGroup, LOW_SAMPLE_LABEL, type Stats } from '@carnet/contract';
import { clsx } from 'clsx';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  StackedBody,
  StackedCell,
  StackedHead,
  StackedRow,
  StackedRowHeader,
  StackedTable,
} from '../../../components/ui/stacked-table.tsx';
import { formatNumber, formatR } from '../../../lib/format.ts';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';
import { INTERVAL_LABEL } from '../utils/analysis-format.ts';
import { confirmationLinkFor } from '../utils/trades-link.ts';
import { type Whisker, type WhiskerScale, whiskerScale, whiskerValues } from '../utils/whisker-scale.ts';
import { AnalysisLegend } from './analysis-legend.tsx';
import { ExpectancyWhisker } from './expectancy-whisker.tsx';
import { SignificanceMarker } from './significance-marker.tsx';

const whiskerOf = (stats: Stats): Whisker | null =>
  stats.expectancy === null || stats.expectancy_ci === null
    ? null
    : { ...stats.expectancy_ci, estimate: stats.expectancy };

/** The two sides of a confirmation, as their columns and links name them. */
const SIDES = {
  passed: { count: 'Respectée', expectancy: `Espérance si respectée (${INTERVAL_LABEL})`, verb: 'respectée' },
  missed: { count: 'Manquée', expectancy: `Espérance si manquée (${INTERVAL_LABEL})`, verb: 'manquée' },
} as const;
const GAP_HEADER = 'Écart';

type SideCellsProps = {
  side: keyof typeof SIDES;
  group: ConfirmationGroup;
  scale: WhiskerScale;
  filters: AnalysisFilters;
};

/** A side's count, opening its trades when it has any, and its whisker. */
function SideCells({ side, group, scale, filters }: SideCellsProps) {
  const stats = group[side];
  const { count, expectancy, verb } = SIDES[side];
  const figure = formatNumber(stats.trades, 0);
  const hasTrades = stats.trades + stats.skipped_unknown_r > 0;
  return (
    <>
      <StackedCell caption={count} align="right" className={clsx(stats.low_sample && 'text-fg-muted')}>
        {hasTrades ? (
          <Link
            to={confirmationLinkFor(group.key, side === 'passed', filters)}
            aria-label={`Trades où « ${group.label} » a été ${verb} : ${figure}`}
            className="inline-block min-w-6 py-0.5 text-accent underline-offset-2 hover:underline"
          >
            {figure}
          </Link>
        ) : (
          figure
        )}
      </StackedCell>
      <StackedCell caption={expectancy} span={3} className={clsx(stats.low_sample && 'text-fg-muted')}>
        <ExpectancyWhisker
          expectancy={stats.expectancy}
          interval={stats.expectancy_ci}
          scale={scale}
          isMuted={stats.low_sample}
        />
      </StackedCell>
    </>
  );
}

type ConfirmationTableProps = { groups: readonly ConfirmationGroup[]; filters: AnalysisFilters };

/**
 * docs/rules/statistics.md, `confirmation`: for each confirmation of the checklists, the trades where it passed against
 * those where it was missed, and the test between them; every whisker on one scale. Each side's count opens
 * its trades. On a phone each confirmation is a card.
 */
export function ConfirmationTable({ groups, filters }: ConfirmationTableProps) {
  const legendId = useId();
  const scale = useMemo(
    () =>
      whiskerScale(
        whiskerValues(groups.flatMap((group) => [whiskerOf(group.passed), whiskerOf(group.missed)])),
      ),
    [groups],
  );
  return (
    <>
      <StackedTable aria-label="Analyse par confirmation" scrollLabel="Tableau des confirmations, défilant">
        <StackedHead
          headers={[
            { label: 'Confirmation' },
            { label: SIDES.passed.count, align: 'right' },
            { label: SIDES.passed.expectancy },
            { label: SIDES.missed.count, align: 'right' },
            { label: SIDES.missed.expectancy },
            { label: GAP_HEADER },
          ]}
        />
        <StackedBody>
          {groups.map((group) => (
            <StackedRow key={group.key}>
              <StackedRowHeader span={4}>
                <span className="flex flex-col items-start gap-0.5">
                  {group.label}
                  {(group.passed.low_sample || group.missed.low_sample) && <Badge>{LOW_SAMPLE_LABEL}</Badge>}
                </span>
              </StackedRowHeader>
              <SideCells side="passed" group={group} scale={scale} filters={filters} />
              <SideCells side="missed" group={group} scale={scale} filters={filters} />
              <StackedCell caption={GAP_HEADER} span={4} className="sm:py-1.5">
                <div className="whitespace-normal sm:min-w-52">
                  <span className="num block">{formatR(group.passed_vs_missed.difference)}</span>
                  <SignificanceMarker test={group.passed_vs_missed} legendId={legendId} />
                </div>
              </StackedCell>
            </StackedRow>
          ))}
        </StackedBody>
      </StackedTable>
      <AnalysisLegend
        id={legendId}
        comparison="des trades où la confirmation a été respectée avec celle des trades où elle a été manquée"
      />
    </>
  );
}
