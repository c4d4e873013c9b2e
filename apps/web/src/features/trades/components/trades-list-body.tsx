import type { TradeListItem } from '@carnet/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { CandlestickChart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ListState } from '../../../components/list-state.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import type { TradeListPage } from '../api/list-trades.ts';
import type { TradeSelection } from '../hooks/use-trade-selection.ts';
import { TradesPagination } from './trades-pagination.tsx';
import { type TradesSort, TradesTable } from './trades-table.tsx';

type TradesListBodyProps = {
  trades: UseQueryResult<TradeListPage>;
  page: number;
  onPageChange: (page: number) => void;
  sort?: TradesSort;
  /** Given when filters narrow the list: an empty list then says so and offers to lift them. */
  onResetFilters?: (() => void) | undefined;
  /**
   * Given on the list: rows can be ticked, and `bar` (above the table) acts on them together
   * (docs/ui.md#bulk-actions). Passed in rather than imported, so the dashboard's table loads none of its dialogs.
   */
  bulk?: { selection: TradeSelection; bar: (rows: readonly TradeListItem[]) => ReactNode } | undefined;
};

const EMPTY_PERIOD = {
  title: 'Aucune opération sur cette période.',
  description: 'Élargissez les dates ou incluez toutes les dates, ou ajoutez votre prochain trade.',
  action: (
    <Link to={paths.trades.new} className={buttonStyles('secondary')}>
      Nouveau trade
    </Link>
  ),
};

/**
 * The table of one page with its pagination, its loading skeleton and its empty state. docs/ui.md#errors: a failed load
 * is only logged (the query client does it); the trader sees an empty list and can try again.
 */
export function TradesListBody(props: TradesListBodyProps) {
  const { trades, page, onPageChange, sort, onResetFilters, bulk } = props;
  const empty =
    onResetFilters === undefined
      ? EMPTY_PERIOD
      : {
          title: 'Aucune opération ne correspond à ces filtres.',
          description: 'Changez ou retirez un filtre pour retrouver vos opérations.',
          action: (
            <Button variant="secondary" onClick={onResetFilters}>
              Réinitialiser les filtres
            </Button>
          ),
        };
  const list = (
    <ListState
      items={trades.data?.rows}
      query={trades}
      icon={CandlestickChart}
      skeletonRows={5}
      loadingLabel="Chargement des opérations"
      empty={empty}
    >
      {(rows) => (
        <>
          {bulk?.bar(rows)}
          <TradesTable trades={rows} sort={sort} selection={bulk?.selection} />
        </>
      )}
    </ListState>
  );
  if (trades.isPending) return list;
  return (
    <div
      aria-busy={trades.isPlaceholderData}
      className={trades.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
    >
      {list}
      <TradesPagination
        page={page}
        rowCount={trades.data?.rows.length ?? 0}
        totalCount={trades.data?.count ?? null}
        onPageChange={onPageChange}
        isLoading={trades.isPlaceholderData}
      />
    </div>
  );
}
