import type { UseQueryResult } from '@tanstack/react-query';
import { CandlestickChart, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TableSkeleton } from '../../../components/ui/table-skeleton.tsx';
import type { TradeListPage } from '../api/list-trades.ts';
import { TradesPagination } from './trades-pagination.tsx';
import { TradesTable } from './trades-table.tsx';

type TradesListBodyProps = {
  trades: UseQueryResult<TradeListPage>;
  page: number;
  onPageChange: (page: number) => void;
};

/**
 * The table of one page with its pagination, its loading skeleton and its empty state. SPEC §8: a failed load
 * is only logged (the query client does it); the trader sees an empty list and can try again.
 */
export function TradesListBody({ trades, page, onPageChange }: TradesListBodyProps) {
  if (trades.isPending) {
    return (
      <div role="status" aria-busy aria-label="Chargement des opérations">
        <TableSkeleton rows={5} />
      </div>
    );
  }
  const rows = trades.data?.rows ?? [];
  return (
    <div
      aria-busy={trades.isPlaceholderData}
      className={trades.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
    >
      {rows.length === 0 ? (
        <EmptyState
          icon={CandlestickChart}
          title="Aucune opération sur cette période."
          description="Élargissez les dates ou incluez toutes les dates, ou ajoutez votre prochain trade."
          action={
            trades.isError ? (
              <Button onClick={() => void trades.refetch()} isLoading={trades.isFetching}>
                <RotateCw aria-hidden className="size-4" />
                Réessayer
              </Button>
            ) : (
              <Link to={paths.trades.new} className={buttonStyles('secondary')}>
                Nouveau trade
              </Link>
            )
          }
        />
      ) : (
        <TradesTable trades={rows} />
      )}
      <TradesPagination
        page={page}
        rowCount={rows.length}
        totalCount={trades.data?.count ?? null}
        onPageChange={onPageChange}
        isLoading={trades.isPlaceholderData}
      />
    </div>
  );
}
