import type { TradeListItem } from '@carnet/contract';
import { dayStartMs } from '@carnet/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { entryDateQuery } from '../../../lib/date-range.ts';
import { listTrades } from '../../trades/api/list-trades.ts';
import { TRADES_QUERY_KEY } from '../../trades/api/query-keys.ts';
import type { AnalysisFilters } from '../hooks/use-analysis-filters.ts';

/** The list pages read at most for one day: the day's trades are the newest entries up to that day. */
export const MAX_DAY_PAGES = 10;

export type DayTradesQuery = Omit<AnalysisFilters, 'from' | 'to'> & { date: string; expected: number };

/** The day's closed trades, and whether all `expected` of them were found within the pages read. */
export type DayTrades = { trades: TradeListItem[]; isComplete: boolean };

/**
 * The trades closed on `date` in the zone (the calendar's day, DESIGN §12). The trade list filters by entry
 * date and tag only, so the pages of the trades entered up to that day are read, newest first, and kept when
 * they closed that day (on the chosen account), until the calendar's count is reached.
 */
export async function listDayTrades(query: DayTradesQuery, signal?: AbortSignal): Promise<DayTrades> {
  const { date, tz, tag, capital_account: accountId, expected } = query;
  const start = dayStartMs(date, tz);
  const end = dayStartMs(date, tz, 1);
  if (start === null || end === null) return { trades: [], isComplete: false };
  const isThatDay = (trade: TradeListItem) => {
    const closed = trade.close_date === null ? Number.NaN : Date.parse(trade.close_date);
    return (
      !trade.is_draft &&
      closed >= start &&
      closed < end &&
      (accountId === undefined || trade.capital_account === accountId)
    );
  };
  const trades: TradeListItem[] = [];
  let seen = 0;
  for (let page = 1; page <= MAX_DAY_PAGES && trades.length < expected; page += 1) {
    const answer = await listTrades(
      { page, ...entryDateQuery({ tz, to: date }), ...(tag ? { tag } : {}) },
      signal,
    );
    trades.push(...answer.rows.filter(isThatDay));
    seen += answer.rows.length;
    if (answer.rows.length === 0 || (answer.count !== null && seen >= answer.count)) break;
  }
  return { trades, isComplete: trades.length >= expected };
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
