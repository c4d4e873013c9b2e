import { ANALYSIS_DIMENSIONS, type AnalysisDimension } from '@carnet/contract';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSummary } from '../api/get-summary.ts';
import { AnalysisFilters } from '../components/analysis-filters.tsx';
import { BreakdownPanel } from '../components/breakdown-panel.tsx';
import { DimensionTabs } from '../components/dimension-tabs.tsx';
import { ExcursionsPanel } from '../components/excursions-panel.tsx';
import { SkippedNote } from '../components/skipped-note.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { WhatIfPanel } from '../components/what-if-panel.tsx';
import { useAnalysisFilters } from '../hooks/use-analysis-filters.ts';

/** The address parameter of the chosen tab. */
const DIMENSION_PARAM = 'dimension';

function readDimension(text: string | null): AnalysisDimension {
  return ANALYSIS_DIMENSIONS.find((dimension) => dimension === text) ?? ANALYSIS_DIMENSIONS[0];
}

/**
 * /analysis — docs/rules/statistics.md « Analyse »: the filters shared with the dashboard, the summary cards, then one tab
 * per dimension with its table of groups, each with its interval and its test against the rest; then the excursions
 * and the what-if exits measured on the imported candles (docs/rules/candles.md#chart).
 */
export function AnalysisPage() {
  const analysisFilters = useAnalysisFilters();
  const { params, filters, setParam } = analysisFilters;
  const summary = useSummary(filters);
  const dimension = readDimension(params.get(DIMENSION_PARAM));

  return (
    <>
      <PageHeader
        title="Analyse"
        description="Ce qui marche dans vos trades, avec la marge d’erreur de chaque chiffre."
        actions={
          <Link to={paths.calendar} className={buttonStyles()}>
            <CalendarDays aria-hidden className="size-4" />
            Calendrier
          </Link>
        }
      />
      <div className="flex flex-col gap-4">
        <AnalysisFilters filters={analysisFilters} />
        <SkippedNote count={summary.data?.skipped_unknown_r} />
        <SummaryCards
          summary={summary.data}
          isLoading={summary.isPending}
          isUpdating={summary.isPlaceholderData}
        />
        <Card>
          <CardHeader
            title="Par dimension"
            description="Chaque groupe comparé au reste de vos trades clôturés."
          />
          <DimensionTabs value={dimension} onChange={(next) => setParam(DIMENSION_PARAM, next)}>
            <BreakdownPanel dimension={dimension} filters={filters} />
          </DimensionTabs>
        </Card>
        <ExcursionsPanel filters={filters} />
        <WhatIfPanel filters={filters} />
      </div>
    </>
  );
}
