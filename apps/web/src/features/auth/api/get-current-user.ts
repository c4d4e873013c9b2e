import { type CurrentUser, currentUserSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';
import { useAccessToken } from '../hooks/use-access-token.ts';

/** GET /auth/users/me/; the name and e-mail are also kept locally (docs/rules/trades.md#fields user_name, user_email). */
export async function getCurrentUser(): Promise<CurrentUser> {
  const user = await apiRequest('/auth/users/me/', currentUserSchema);
  writeStorage(STORAGE_KEYS.userName, user.username);
  writeStorage(STORAGE_KEYS.userEmail, user.email);
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'], queryFn: getCurrentUser, staleTime: 5 * 60_000 });

/** Only asked while signed in; a signed-out visitor has no user. */
export function useCurrentUser() {
  const accessToken = useAccessToken();
  return useQuery({ ...currentUserQueryOptions(), enabled: accessToken !== null });
}
