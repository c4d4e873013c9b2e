import { ANALYSIS_DIMENSION_LABELS, type AnalysisDimension, type AnalysisGroup } from '@carnet/contract';
import { useId, useMemo } from 'react';
import { StackedBody, StackedHead, StackedTable } from '../../../components/ui/stacked-table.tsx';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';
import { tradesLinkFor } from '../utils/trades-link.ts';
import { whiskerScale, whiskerValues } from '../utils/whisker-scale.ts';
import { AnalysisLegend } from './analysis-legend.tsx';
import { BREAKDOWN_COLUMNS, BreakdownRow } from './breakdown-row.tsx';

type BreakdownTableProps = {
  dimension: Exclude<AnalysisDimension, 'confirmation'>;
  groups: readonly AnalysisGroup[];
  filters: AnalysisFilters;
};

/**
 * docs/rules/statistics.md: one row per group, the expectancy's interval as a whisker on one scale shared by every row (a
 * forest plot), each group against the rest of the trades; each row's name opens its trades. On a
 * phone each row is a card, the whisker under its name.
 */
export function BreakdownTable({ dimension, groups, filters }: BreakdownTableProps) {
  const legendId = useId();
  const scale = useMemo(
    () =>
      whiskerScale(
        whiskerValues(
          groups.map((group) =>
            group.expectancy === null || group.expectancy_ci === null
              ? null
              : { ...group.expectancy_ci, estimate: group.expectancy },
          ),
        ),
      ),
    [groups],
  );
  const label = ANALYSIS_DIMENSION_LABELS[dimension];
  return (
    <>
      <StackedTable
        aria-label={`Analyse par ${label.toLowerCase()}`}
        scrollLabel={`Tableau par ${label.toLowerCase()}, défilant`}
      >
        <StackedHead
          headers={[
            { label },
            { label: BREAKDOWN_COLUMNS.trades, align: 'right' },
            { label: BREAKDOWN_COLUMNS.expectancy },
            { label: BREAKDOWN_COLUMNS.winRate, align: 'right' },
            { label: BREAKDOWN_COLUMNS.profitFactor, align: 'right' },
            { label: BREAKDOWN_COLUMNS.sqn, align: 'right' },
            { label: BREAKDOWN_COLUMNS.totalR, align: 'right' },
            { label: BREAKDOWN_COLUMNS.net, align: 'right' },
            { label: BREAKDOWN_COLUMNS.vsRest },
          ]}
        />
        <StackedBody>
          {groups.map((group) => (
            <BreakdownRow
              key={group.key}
              group={group}
              scale={scale}
              legendId={legendId}
              tradesLink={tradesLinkFor(dimension, group, filters)}
            />
          ))}
        </StackedBody>
      </StackedTable>
      <AnalysisLegend id={legendId} comparison="de chaque ligne avec celle du reste des trades" />
    </>
  );
}
