import { analysisTradeFilters, type TradeListItem } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/paths.ts';
import { listTrades } from '../../trades/api/list-trades.ts';
import { TRADES_QUERY_KEY } from '../../trades/api/query-keys.ts';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';

export type DayTradesQuery = Omit<AnalysisFilters, 'from' | 'to'> & { date: string; expected: number };

/** The day's closed trades (a page of the list), and whether they are all of the calendar's `expected` ones. */
export type DayTrades = { trades: TradeListItem[]; isComplete: boolean };

/** The day's trades as the calendar counts them: that one day in the zone, on the account and tag chosen. */
const dayFilters = ({ date, expected: _, ...filters }: DayTradesQuery) =>
  analysisTradeFilters({ ...filters, from: date, to: date });

/** The trade list filtered on the day's closes, where the trades a page leaves out are. */
export function dayTradesLink(query: DayTradesQuery): string {
  const params = new URLSearchParams({ all: '1', ...dayFilters(query) });
  return `${paths.trades.list}?${params}`;
}

/**
 * The trades closed on `date` in the zone (the calendar's day, docs/rules/statistics.md), in one request: the list filtered on
 * the day's close instants, the account and the tag (its first page).
 */
export async function listDayTrades(query: DayTradesQuery, signal?: AbortSignal): Promise<DayTrades> {
  const answer = await listTrades({ page: 1, ...dayFilters(query) }, signal);
  return { trades: answer.rows, isComplete: answer.rows.length >= query.expected };
}

export function useDayTrades(query: DayTradesQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: [...TRADES_QUERY_KEY, 'day', query] as const,
      queryFn: ({ signal }) =>
        query === null ? { trades: [], isComplete: true } : listDayTrades(query, signal),
      enabled: query !== null,
    }),
  );
}
