import type { Trade } from '@carnet/contract';
import type { QueryClient } from '@tanstack/react-query';
import { CAPITAL_ACCOUNTS_QUERY_KEY } from '../../capital-accounts/api/list-capital-accounts.ts';
import { TRADES_QUERY_KEY, tradeQueryKey } from './query-keys.ts';

/**
 * After a trade changed: its detail is the server's answer, every other trades query is stale, and so are the
 * capital accounts (a close or a deletion moves a balance; a trade count changes).
 */
export async function refreshAfterTradeChange(queryClient: QueryClient, saved: Trade | null): Promise<void> {
  if (saved !== null) queryClient.setQueryData(tradeQueryKey(saved.id), saved);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: TRADES_QUERY_KEY,
      predicate: ({ queryKey }) => saved === null || queryKey.length !== 3 || queryKey[2] !== saved.id,
    }),
    queryClient.invalidateQueries({ queryKey: CAPITAL_ACCOUNTS_QUERY_KEY }),
  ]);
}
