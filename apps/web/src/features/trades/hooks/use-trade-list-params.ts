import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type DateRange,
  dateRangeParams,
  dayRangeQuery,
  entryDateQuery,
  readDateRange,
} from '../../../lib/date-range.ts';
import { userTimeZone } from '../../../lib/format.ts';
import type { TradeListQuery } from '../api/list-trades.ts';

function readPage(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The page and date range of a trade list, kept in the address (`?page=2&from=…&to=…` or `?all=1`) so that
 * going to a trade and coming back finds the same page. `days` is the range as every endpoint receives it, in
 * the user's zone; the list's query is made from it. Applying a range goes back to page 1 (SPEC §2).
 */
export function useTradeListParams() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const range = useMemo(() => readDateRange(params), [params]);
  const days = useMemo(() => dayRangeQuery(range, userTimeZone()), [range]);
  const query: TradeListQuery = useMemo(() => ({ page, ...entryDateQuery(days) }), [page, days]);

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  const applyRange = (next: DateRange) => setParams(dateRangeParams(next));

  return { page, range, days, query, setPage, applyRange };
}
