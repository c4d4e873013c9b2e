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
import { TradeFilterBar } from '../components/trade-filter-bar.tsx';
import { TradesBulkBar } from '../components/trades-bulk-bar.tsx';
import { TradesListBody } from '../components/trades-list-body.tsx';
import { useTradeListParams } from '../hooks/use-trade-list-params.ts';
import { useTradeSelection } from '../hooks/use-trade-selection.ts';

/**
 * /trades — docs/ui.md « Opérations » in list-only mode: the filters (dates, account, symbol, outcome, status,
 * direction, tag, a link's other filters) and the sort, all in the address (docs/rules/money.md), the table and its pages,
 * its rows ticked for the bulk actions (docs/ui.md#bulk-actions).
 */
export function TradesPage() {
  const params = useTradeListParams();
  const { page, range, tag, filters, ordering, query, isFiltered, setPage, sortBy } = params;
  const trades = useTradeList(query);
  const pageIds = trades.isPlaceholderData ? [] : (trades.data?.rows.map((trade) => trade.id) ?? []);
  const selection = useTradeSelection(pageIds, JSON.stringify(query));
  return (
    <>
      <PageHeader
        title="Opérations"
        description="Toutes vos opérations, de la plus récente à la plus ancienne, ou dans l’ordre choisi."
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
        <DateRangeFilter value={range} onApply={params.applyRange} />
        <TradeFilterBar filters={filters} onChange={params.applyFilter} />
        <TagFilter value={tag} onChange={params.applyTag} />
        <ActiveFilters filters={filters} onClear={params.clearFilters} />
        <TradesListBody
          trades={trades}
          page={page}
          onPageChange={setPage}
          sort={{ ordering, onSort: sortBy }}
          onResetFilters={isFiltered ? params.resetFilters : undefined}
          bulk={{ selection, bar: (rows) => <TradesBulkBar selection={selection} rows={rows} /> }}
        />
      </Card>
    </>
  );
}
