import { type Goal, goalSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { backtestKeys } from './query-keys.ts';

/** PATCH /api/v1/backtests/goals/{id}/ {status: 'COMPLETED'}: docs/rules/trades.md, closing the active goal. */
export function closeGoal(goalId: number): Promise<Goal> {
  return apiRequest(`/api/v1/backtests/goals/${goalId}/`, goalSchema, {
    method: 'PATCH',
    body: { status: 'COMPLETED' },
  });
}

export function useCloseGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeGoal,
    onSuccess: () => {
      queryClient.setQueryData(backtestKeys.activeGoal(), null);
      return queryClient.invalidateQueries({ queryKey: backtestKeys.goals() });
    },
  });
}
