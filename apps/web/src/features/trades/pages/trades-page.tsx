import { FileUp, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useTradeList } from '../api/list-trades.ts';
import { ActiveFilters } from '../components/active-filters.tsx';
import { TagFilter } from '../components/tag-filter.tsx';
import { TradesListBody } from '../components/trades-list-body.tsx';
import { useTradeListParams } from '../hooks/use-trade-list-params.ts';

/** /trades — SPEC §2 « Opérations » in list-only mode: the filters (dates, tag, a link's column filters), the table and its pages. */
export function TradesPage() {
  const { page, range, tag, filters, query, setPage, applyRange, applyTag, clearFilters } =
    useTradeListParams();
  const trades = useTradeList(query);
  return (
    <>
      <PageHeader
        title="Opérations"
        description="Toutes vos opérations, de la plus récente à la plus ancienne."
        actions={
          <>
            <Link to={paths.import} className={buttonStyles()}>
              <FileUp aria-hidden className="size-4" />
              Importer
            </Link>
            <Link to={paths.trades.new} className={buttonStyles('primary')}>
              <Plus aria-hidden className="size-4" />
              Ajouter un trade
            </Link>
          </>
        }
      />
      <Card>
        <DateRangeFilter value={range} onApply={applyRange} />
        <TagFilter value={tag} onChange={applyTag} />
        <ActiveFilters filters={filters} onClear={clearFilters} />
        <TradesListBody trades={trades} page={page} onPageChange={setPage} />
      </Card>
    </>
  );
}
