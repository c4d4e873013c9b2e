import { ANALYSIS_DIMENSION_LABELS, type AnalysisDimension, type AnalysisGroup } from '@carnet/contract';
import { useId, useMemo } from 'react';
import { Table, TableBody, TableHead, TableHeaderCell } from '../../../components/ui/table.tsx';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';
import { INTERVAL_LABEL } from '../utils/analysis-format.ts';
import { tradesLinkFor } from '../utils/trades-link.ts';
import { whiskerScale, whiskerValues } from '../utils/whisker-scale.ts';
import { AnalysisLegend } from './analysis-legend.tsx';
import { BreakdownRow } from './breakdown-row.tsx';

type BreakdownTableProps = {
  dimension: Exclude<AnalysisDimension, 'confirmation'>;
  groups: readonly AnalysisGroup[];
  filters: AnalysisFilters;
};

/**
 * DESIGN §12: one row per group, the expectancy's interval as a whisker on one scale shared by every row (a
 * forest plot), each group against the rest of the trades; each row's name opens its trades (issue 17).
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
  return (
    <>
      <Table
        aria-label={`Analyse par ${ANALYSIS_DIMENSION_LABELS[dimension].toLowerCase()}`}
        scrollLabel={`Tableau par ${ANALYSIS_DIMENSION_LABELS[dimension].toLowerCase()}, défilant`}
      >
        <TableHead>
          <tr>
            <TableHeaderCell>{ANALYSIS_DIMENSION_LABELS[dimension]}</TableHeaderCell>
            <TableHeaderCell align="right">Trades</TableHeaderCell>
            <TableHeaderCell align="right">Réussite ({INTERVAL_LABEL})</TableHeaderCell>
            <TableHeaderCell>Espérance ({INTERVAL_LABEL})</TableHeaderCell>
            <TableHeaderCell align="right">PF</TableHeaderCell>
            <TableHeaderCell align="right">SQN</TableHeaderCell>
            <TableHeaderCell align="right">R total</TableHeaderCell>
            <TableHeaderCell align="right">Net</TableHeaderCell>
            <TableHeaderCell>Écart vs le reste</TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <BreakdownRow
              key={group.key}
              group={group}
              scale={scale}
              legendId={legendId}
              tradesLink={tradesLinkFor(dimension, group, filters)}
            />
          ))}
        </TableBody>
      </Table>
      <AnalysisLegend id={legendId} comparison="de chaque ligne avec celle du reste des trades" />
    </>
  );
}
