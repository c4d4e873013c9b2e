import { type Goal, type GoalInput, goalSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { backtestKeys } from './query-keys.ts';

/** POST /api/v1/backtests/goals/ {label, target_minutes, start_date, deadline}. */
export function createGoal(body: GoalInput): Promise<Goal> {
  return apiRequest('/api/v1/backtests/goals/', goalSchema, { method: 'POST', body });
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: (goal) => {
      queryClient.setQueryData(backtestKeys.activeGoal(), goal.status === 'ACTIVE' ? goal : null);
      return queryClient.invalidateQueries({ queryKey: backtestKeys.goals() });
    },
  });
}
