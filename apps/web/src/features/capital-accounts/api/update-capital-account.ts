import { type CapitalAccount, type CapitalAccountInput, capitalAccountSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { capitalAccountQueryKey } from './get-capital-account.ts';
import { balanceAdjustmentsQueryKey } from './list-balance-adjustments.ts';
import { CAPITAL_ACCOUNTS_QUERY_KEY } from './list-capital-accounts.ts';

/** PUT /api/v1/capital-accounts/{id}/ with the form's fields (the balance only when typed). */
export function updateCapitalAccount({
  id,
  body,
}: {
  id: number;
  body: CapitalAccountInput;
}): Promise<CapitalAccount> {
  return apiRequest(`/api/v1/capital-accounts/${id}/`, capitalAccountSchema, { method: 'PUT', body });
}

export function useUpdateCapitalAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCapitalAccount,
    onSuccess: (saved) => {
      queryClient.setQueryData(capitalAccountQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: balanceAdjustmentsQueryKey(saved.id) });
      return queryClient.invalidateQueries({ queryKey: CAPITAL_ACCOUNTS_QUERY_KEY, exact: true });
    },
  });
}
