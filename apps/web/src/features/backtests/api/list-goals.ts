import { type Goal, goalSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { backtestKeys } from './query-keys.ts';

/** GET /api/v1/backtests/goals/: every goal of the caller, active and closed (the history). */
export function listGoals(): Promise<Goal[]> {
  return apiRequest('/api/v1/backtests/goals/', z.array(goalSchema));
}

export const goalsQueryOptions = () =>
  queryOptions({ queryKey: [...backtestKeys.goals(), 'list'] as const, queryFn: listGoals });

export function useGoals() {
  return useQuery(goalsQueryOptions());
}
