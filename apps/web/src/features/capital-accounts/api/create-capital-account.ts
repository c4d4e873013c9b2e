import { type CapitalAccount, type CapitalAccountInput, capitalAccountSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { capitalAccountQueryKey } from './get-capital-account.ts';
import { CAPITAL_ACCOUNTS_QUERY_KEY } from './list-capital-accounts.ts';

/** POST /api/v1/capital-accounts/ {name, mode, currency, balances, dates, is_active, notes}. */
export function createCapitalAccount(body: CapitalAccountInput): Promise<CapitalAccount> {
  return apiRequest('/api/v1/capital-accounts/', capitalAccountSchema, { method: 'POST', body });
}

export function useCreateCapitalAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCapitalAccount,
    onSuccess: (created) => {
      queryClient.setQueryData(capitalAccountQueryKey(created.id), created);
      return queryClient.invalidateQueries({ queryKey: CAPITAL_ACCOUNTS_QUERY_KEY, exact: true });
    },
  });
}
