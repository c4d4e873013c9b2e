import type { Analysis, AnalysisDimension } from '@carnet/contract';
import { ChartColumnBig } from 'lucide-react';
import { ListState } from '../../../components/list-state.tsx';
import { useAnalysis } from '../api/get-analysis.ts';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';
import { BreakdownTable } from './breakdown-table.tsx';
import { ConfirmationTable } from './confirmation-table.tsx';

type BreakdownPanelProps = { dimension: AnalysisDimension; filters: AnalysisFilters };

/** The answer of the chosen dimension, or the same answer shown for another tab while it loads. */
function tableOf(analysis: Analysis, filters: AnalysisFilters) {
  return analysis.dimension === 'confirmation' ? (
    <ConfirmationTable groups={analysis.groups} filters={filters} />
  ) : (
    <BreakdownTable dimension={analysis.dimension} groups={analysis.groups} filters={filters} />
  );
}

/** The breakdown of one tab, with the page's loading, failure and empty states. */
export function BreakdownPanel({ dimension, filters }: BreakdownPanelProps) {
  const analysis = useAnalysis({ dimension, ...filters });
  return (
    <div aria-busy={analysis.isFetching}>
      <ListState<unknown>
        items={analysis.data?.groups}
        query={analysis}
        icon={ChartColumnBig}
        skeletonRows={4}
        loadingLabel="Chargement de l’analyse"
        errorTitle="L’analyse n’a pas pu être chargée."
        empty={{
          title: 'Rien à analyser',
          description: 'Aucune opération clôturée avec un R connu sur ces filtres.',
        }}
      >
        {() => (analysis.data === undefined ? null : tableOf(analysis.data, filters))}
      </ListState>
    </div>
  );
}
