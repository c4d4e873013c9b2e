import { type BalanceAdjustment, balanceAdjustmentSchema } from '@carnet/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { capitalAccountQueryKey } from './get-capital-account.ts';

export const balanceAdjustmentsQueryKey = (accountId: number) =>
  [...capitalAccountQueryKey(accountId), 'adjustments'] as const;

/** GET /api/v1/capital-accounts/{id}/adjustments/ — the balance's adjustments, newest first. */
export function listBalanceAdjustments(accountId: number): Promise<BalanceAdjustment[]> {
  return apiRequest(`/api/v1/capital-accounts/${accountId}/adjustments/`, z.array(balanceAdjustmentSchema));
}

export function useBalanceAdjustments(accountId: number) {
  return useQuery({
    queryKey: balanceAdjustmentsQueryKey(accountId),
    queryFn: () => listBalanceAdjustments(accountId),
  });
}
