import { type CapitalAccount, capitalAccountSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAPITAL_ACCOUNTS_QUERY_KEY } from './list-capital-accounts.ts';

export const capitalAccountQueryKey = (id: number) => [...CAPITAL_ACCOUNTS_QUERY_KEY, id] as const;

/** GET /api/v1/capital-accounts/{id}/ */
export function getCapitalAccount(id: number): Promise<CapitalAccount> {
  return apiRequest(`/api/v1/capital-accounts/${id}/`, capitalAccountSchema);
}

export const capitalAccountQueryOptions = (id: number) =>
  queryOptions({ queryKey: capitalAccountQueryKey(id), queryFn: () => getCapitalAccount(id) });

export function useCapitalAccount(id: number | null) {
  return useQuery({ ...capitalAccountQueryOptions(id ?? 0), enabled: id !== null });
}
