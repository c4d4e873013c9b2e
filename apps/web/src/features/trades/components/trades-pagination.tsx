import { TRADES_PAGE_SIZE } from '@carnet/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

type TradesPaginationProps = {
  page: number;
  /** Rows the current page brought back. */
  rowCount: number;
  /** Trades across every page; null when the server did not say. */
  totalCount: number | null;
  onPageChange: (page: number) => void;
  isLoading?: boolean;
};

export function pageCount(page: number, totalCount: number | null): number {
  return totalCount === null ? page : Math.max(1, Math.ceil(totalCount / TRADES_PAGE_SIZE));
}

/**
 * docs/ui.md: « Page n sur N », Précédent and Suivant; Suivant is disabled when fewer than 10 rows came back
 * (and on the last page, so an exact multiple of 10 never leads to an empty page).
 */
export function TradesPagination({
  page,
  rowCount,
  totalCount,
  onPageChange,
  isLoading,
}: TradesPaginationProps) {
  const pages = pageCount(page, totalCount);
  const hasNext = rowCount >= TRADES_PAGE_SIZE && (totalCount === null || page < pages);
  return (
    <nav
      aria-label="Pagination des opérations"
      className="flex items-center justify-between gap-3 border-t border-border px-4 py-2.5"
    >
      <p className="num text-xs text-fg-muted" aria-live="polite">
        Page {page} sur {Math.max(pages, page)}
      </p>
      <div className="flex gap-2">
        <Button size="sm" disabled={page <= 1 || isLoading} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden className="size-3.5" />
          Précédent
        </Button>
        <Button size="sm" disabled={!hasNext || isLoading} onClick={() => onPageChange(page + 1)}>
          Suivant
          <ChevronRight aria-hidden className="size-3.5" />
        </Button>
      </div>
    </nav>
  );
}
