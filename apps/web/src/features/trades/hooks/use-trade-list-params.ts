import { TRADE_LIST_FILTER_NAMES, type TradeListFilterParams } from '@carnet/contract';
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

/** The column filters present in the address (a link from « Analyse » or the calendar), as they are written. */
function readFilters(params: URLSearchParams): TradeListFilterParams {
  const filters: TradeListFilterParams = {};
  for (const name of TRADE_LIST_FILTER_NAMES) {
    const value = params.get(name);
    if (value !== null && value !== '') filters[name] = value;
  }
  return filters;
}

/**
 * The page, date range and tag of a trade list, kept in the address (`?page=2&from=…&to=…` or `?all=1`, and
 * `&tag=FOMO`) so that going to a trade and coming back finds the same page. `days` is the range as every
 * endpoint receives it, in the user's zone; the list's query is made from it. Applying a range or a tag goes
 * back to page 1 (SPEC §2) and keeps the other filters. The column filters of a link (`&status=CLOSED&grade=A`,
 * issue 17) are read as they are and cleared together.
 */
export function useTradeListParams() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const range = useMemo(() => readDateRange(params), [params]);
  const days = useMemo(() => dayRangeQuery(range, userTimeZone()), [range]);
  const tag = params.get('tag') ?? '';
  const filters = useMemo(() => readFilters(params), [params]);
  const query: TradeListQuery = useMemo(
    () => ({ ...filters, page, ...entryDateQuery(days), ...(tag === '' ? {} : { tag }) }),
    [filters, page, days, tag],
  );

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  const applyRange = (next: DateRange) =>
    setParams(() => {
      const updated = dateRangeParams(next);
      if (tag !== '') updated.set('tag', tag);
      for (const [name, value] of Object.entries(filters)) updated.set(name, value);
      return updated;
    });
  const clearFilters = () =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      for (const name of TRADE_LIST_FILTER_NAMES) updated.delete(name);
      return updated;
    });
  const applyTag = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      if (next === '') updated.delete('tag');
      else updated.set('tag', next);
      return updated;
    });

  return { page, range, days, tag, filters, query, setPage, applyRange, applyTag, clearFilters };
}
