import { type Calendar, type calendarQuerySchema, calendarSchema } from '@carnet/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { TRADES_QUERY_KEY } from '../../trades/api/query-keys.ts';

/** The query as sent: the contract's schema after parsing (the account id a number). */
export type CalendarRequest = z.output<typeof calendarQuerySchema>;

export const calendarQueryKey = (query: CalendarRequest) => [...TRADES_QUERY_KEY, 'calendar', query] as const;

/** GET /api/v1/trades/calendar/ — the month's closed trades by close day and by week (docs/rules/statistics.md). */
export function getCalendar(query: CalendarRequest, signal?: AbortSignal): Promise<Calendar> {
  return apiRequest('/api/v1/trades/calendar/', calendarSchema, { query, signal });
}

export function useCalendar(query: CalendarRequest) {
  return useQuery(
    queryOptions({
      queryKey: calendarQueryKey(query),
      queryFn: ({ signal }) => getCalendar(query, signal),
      // The previous month stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}
