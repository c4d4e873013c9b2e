import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { apiRequestVoid } from '../../../lib/api-client.ts';
import { clearSession, getRefreshToken } from '../../../lib/session.ts';

const REVOKE_TIMEOUT_MS = 3000;

/**
 * POST /auth/jwt/logout/ revokes the refresh token (docs/security.md), then local storage is cleared. The revocation is
 * best effort: an unreachable server must not keep anyone signed in on this browser.
 */
export async function logout(): Promise<void> {
  const refresh = getRefreshToken();
  if (refresh !== null) {
    await apiRequestVoid('/auth/jwt/logout/', {
      method: 'POST',
      body: { refresh },
      signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
    }).catch((error: unknown) => console.warn('Révocation du jeton impossible', error));
  }
  clearSession();
}

/** docs/ui.md: logout clears both tokens and goes to /login; cached data of this user is dropped too. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    queryClient.clear();
    await navigate(paths.login, { replace: true });
  }, [queryClient, navigate]);
}
