import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TagFilter } from '../../trades/components/tag-filter.tsx';
import type { useAnalysisFilters } from '../hooks/use-analysis-filters.ts';
import { AccountFilter } from './account-filter.tsx';

type AnalysisFiltersProps = { filters: ReturnType<typeof useAnalysisFilters>; withPeriod?: boolean };

/** docs/rules/statistics.md: the period (by close date, like the dashboard's days), the account and the tag. */
export function AnalysisFilters({ filters, withPeriod = true }: AnalysisFiltersProps) {
  return (
    <Card className="flex flex-col sm:[&>div]:border-b-0 [&>form]:border-b-0">
      {withPeriod && (
        <DateRangeFilter
          value={filters.range}
          onApply={filters.applyRange}
          label="Filtrer par date de clôture"
        />
      )}
      <div className="flex flex-col border-t border-border sm:flex-row [&>div]:border-b-0">
        <TagFilter value={filters.tag} onChange={filters.applyTag} />
        <AccountFilter value={filters.accountId} onChange={filters.applyAccount} />
      </div>
    </Card>
  );
}
