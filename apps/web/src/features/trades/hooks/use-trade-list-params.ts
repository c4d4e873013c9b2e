import {
  DEFAULT_TRADE_ORDERING,
  TRADE_LIST_FILTER_NAMES,
  TRADE_ORDERINGS,
  type TradeListFilterName,
  type TradeListFilterParams,
  type TradeOrdering,
  type TradeSortField,
} from '@carnet/contract';
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

/** The address's `ordering` when the server knows it, else the default (newest entry first). */
function readOrdering(text: string | null): TradeOrdering {
  return TRADE_ORDERINGS.find((ordering) => ordering === text) ?? DEFAULT_TRADE_ORDERING;
}

/** A click on a column's header: the other direction of the same column, else the new column, largest first. */
export function nextOrdering(current: TradeOrdering, field: TradeSortField): TradeOrdering {
  const descending: TradeOrdering = `-${field}`;
  return current === descending ? field : descending;
}

/**
 * The page, date range and tag of a trade list, kept in the address (`?page=2&from=…&to=…` or `?all=1`, and
 * `&tag=FOMO`) so that going to a trade and coming back finds the same page. `days` is the range as every
 * endpoint receives it, in the user's zone; the list's query is made from it. Applying a range or a tag goes
 * back to page 1 (docs/ui.md) and keeps the other filters. The column filters of a link (`&status=CLOSED&grade=A`,
 * docs/rules/statistics.md#breakdowns) are read as they are and cleared together; the filter bar sets them one by one (`applyFilter`). The
 * sort (`?ordering=-realized_rr`) is kept too; a new sort or filter goes back to page 1.
 */
export function useTradeListParams() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const range = useMemo(() => readDateRange(params), [params]);
  const days = useMemo(() => dayRangeQuery(range, userTimeZone()), [range]);
  const tag = params.get('tag') ?? '';
  const filters = useMemo(() => readFilters(params), [params]);
  const ordering = readOrdering(params.get('ordering'));
  const query: TradeListQuery = useMemo(
    () => ({
      ...filters,
      page,
      ...entryDateQuery(days),
      ...(tag === '' ? {} : { tag }),
      ...(ordering === DEFAULT_TRADE_ORDERING ? {} : { ordering }),
    }),
    [filters, page, days, tag, ordering],
  );
  /** Whether anything narrows the list beyond the default period: the empty state then offers to reset. */
  const isFiltered = tag !== '' || Object.keys(filters).length > 0 || params.has('all') || params.has('from');

  /** Sets one parameter (or removes it, given ''), back to page 1. */
  const applyParam = (name: string, value: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      if (value === '') updated.delete(name);
      else updated.set(name, value);
      return updated;
    });

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
      if (ordering !== DEFAULT_TRADE_ORDERING) updated.set('ordering', ordering);
      return updated;
    });
  const clearFilters = () =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      for (const name of TRADE_LIST_FILTER_NAMES) updated.delete(name);
      return updated;
    });
  const applyTag = (next: string) => applyParam('tag', next);
  const applyFilter = (name: TradeListFilterName, value: string) => applyParam(name, value);
  const sortBy = (field: TradeSortField) => {
    const next = nextOrdering(ordering, field);
    applyParam('ordering', next === DEFAULT_TRADE_ORDERING ? '' : next);
  };
  /** Every filter, the tag and the period back to their defaults; the sort stays. */
  const resetFilters = () =>
    setParams(() => {
      const updated = new URLSearchParams();
      if (ordering !== DEFAULT_TRADE_ORDERING) updated.set('ordering', ordering);
      return updated;
    });

  return {
    page,
    range,
    days,
    tag,
    filters,
    ordering,
    query,
    isFiltered,
    setPage,
    applyRange,
    applyTag,
    applyFilter,
    clearFilters,
    resetFilters,
    sortBy,
  };
}
