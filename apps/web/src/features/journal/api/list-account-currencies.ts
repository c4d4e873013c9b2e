import { capitalAccountSchema } from '@carnet/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { JOURNAL_QUERY_KEY } from './get-journal-day.ts';

/** GET /api/v1/capital-accounts/, read for one thing: each account's currency, to show a trade's money. */
export function useAccountCurrencies() {
  return useQuery({
    queryKey: [...JOURNAL_QUERY_KEY, 'account-currencies'],
    queryFn: async ({ signal }) => {
      const accounts = await apiRequest('/api/v1/capital-accounts/', z.array(capitalAccountSchema), {
        signal,
      });
      return new Map(accounts.map((account) => [account.id, account.currency]));
    },
  });
}
