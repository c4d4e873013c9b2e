import { type CapitalAccount, type CapitalAccountInput, capitalAccountSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { capitalAccountQueryKey } from './get-capital-account.ts';
import { CAPITAL_ACCOUNTS_QUERY_KEY } from './list-capital-accounts.ts';

/** POST /api/v1/capital-accounts/ {name, mode, currency, balances, dates, is_active, notes}, once per key. */
export function createCapitalAccount(
  body: CapitalAccountInput,
  idempotencyKey?: string,
): Promise<CapitalAccount> {
  return apiRequest('/api/v1/capital-accounts/', capitalAccountSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });
}

/** The form's creates: every send of one submission carries its key (lib/submission-key.ts). */
export function useCreateCapitalAccount() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: CapitalAccountInput) => createCapitalAccount(body, submission.current()),
    onSuccess: (created) => {
      submission.renew();
      queryClient.setQueryData(capitalAccountQueryKey(created.id), created);
      return queryClient.invalidateQueries({ queryKey: CAPITAL_ACCOUNTS_QUERY_KEY, exact: true });
    },
  });
}
