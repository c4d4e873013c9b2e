import { type Goal, goalSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { backtestKeys } from './query-keys.ts';

/** GET /api/v1/backtests/goals/active/. docs/rules/trades.md: a 404 means there is no active goal → null, not an error. */
export async function getActiveGoal(): Promise<Goal | null> {
  try {
    return await apiRequest('/api/v1/backtests/goals/active/', goalSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const activeGoalQueryOptions = () =>
  queryOptions({ queryKey: backtestKeys.activeGoal(), queryFn: getActiveGoal });

/** The active backtest goal with its progress, or null; shared with the dashboard card (docs/ui.md). */
export function useActiveGoal() {
  return useQuery(activeGoalQueryOptions());
}
