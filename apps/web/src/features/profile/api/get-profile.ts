import { type Profile, profileSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** GET /api/v1/profile/ → {assets: {CRYPTO, FOREX, STOCK}}. */
export function getProfile(): Promise<Profile> {
  return apiRequest('/api/v1/profile/', profileSchema);
}

export const profileQueryOptions = () => queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
