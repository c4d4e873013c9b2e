import { type TimeLog, type TimeLogInput, timeLogSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { backtestKeys } from './query-keys.ts';

/** POST /api/v1/backtests/time-logs/ {goal, duration_minutes, session, notes, started_at}. */
export function createTimeLog(body: TimeLogInput): Promise<TimeLog> {
  return apiRequest('/api/v1/backtests/time-logs/', timeLogSchema, { method: 'POST', body });
}

export function useCreateTimeLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeLog,
    // The goal's logged minutes and progress come from the server: refetch rather than add here.
    onSuccess: (log) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: backtestKeys.timeLogs(log.goal) }),
        queryClient.invalidateQueries({ queryKey: backtestKeys.goals() }),
      ]),
  });
}
