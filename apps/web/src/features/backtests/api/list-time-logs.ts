import { type TimeLog, timeLogSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { backtestKeys } from './query-keys.ts';

/** GET /api/v1/backtests/time-logs/?goal={id}: the time logged against one goal. */
export function listTimeLogs(goalId: number): Promise<TimeLog[]> {
  return apiRequest('/api/v1/backtests/time-logs/', z.array(timeLogSchema), { query: { goal: goalId } });
}

export const timeLogsQueryOptions = (goalId: number) =>
  queryOptions({ queryKey: backtestKeys.timeLogs(goalId), queryFn: () => listTimeLogs(goalId) });

export function useTimeLogs(goalId: number) {
  return useQuery(timeLogsQueryOptions(goalId));
}
