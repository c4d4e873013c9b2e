import { type CapitalAccount, capitalAccountSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const CAPITAL_ACCOUNTS_QUERY_KEY = ['capital-accounts'] as const;

/** GET /api/v1/capital-accounts/ → the caller's accounts with progress_pct and trades_count (docs/rules/money.md#capital-accounts). */
export function listCapitalAccounts(): Promise<CapitalAccount[]> {
  return apiRequest('/api/v1/capital-accounts/', z.array(capitalAccountSchema));
}

export const capitalAccountsQueryOptions = () =>
  queryOptions({ queryKey: CAPITAL_ACCOUNTS_QUERY_KEY, queryFn: listCapitalAccounts });

export function useCapitalAccounts() {
  return useQuery(capitalAccountsQueryOptions());
}
