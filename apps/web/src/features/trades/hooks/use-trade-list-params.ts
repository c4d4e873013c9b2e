import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TradeListQuery } from '../api/list-trades.ts';
import { type DateRange, defaultDateRange, entryDateQuery } from '../utils/date-range.ts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function readPage(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function readRange(params: URLSearchParams): DateRange {
  if (params.get('all') === '1') return { ...defaultDateRange(), allTime: true };
  const defaults = defaultDateRange();
  const from = params.get('from');
  const to = params.get('to');
  return {
    from: from !== null && DAY_PATTERN.test(from) ? from : defaults.from,
    to: to !== null && DAY_PATTERN.test(to) ? to : defaults.to,
    allTime: false,
  };
}

/**
 * The page and date range of a trade list, kept in the address (`?page=2&from=…&to=…` or `?all=1`) so that
 * going to a trade and coming back finds the same page. Applying a range goes back to page 1 (SPEC §2).
 */
export function useTradeListParams() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const range = useMemo(() => readRange(params), [params]);
  const query: TradeListQuery = useMemo(() => ({ page, ...entryDateQuery(range) }), [page, range]);

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  const applyRange = (next: DateRange) =>
    setParams(() =>
      next.allTime
        ? new URLSearchParams({ all: '1' })
        : new URLSearchParams({ from: next.from, to: next.to }),
    );

  return { page, range, query, setPage, applyRange };
}
