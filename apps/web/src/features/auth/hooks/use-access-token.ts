import { useSyncExternalStore } from 'react';
import { getAccessToken } from '../../../lib/session.ts';
import { STORAGE_KEYS, subscribeStorage } from '../../../lib/storage.ts';

function subscribeAccessToken(onChange: () => void): () => void {
  return subscribeStorage((key) => {
    if (key === null || key === STORAGE_KEYS.accessToken) onChange();
  });
}

/** The stored access token, kept in sync with logins, refreshes and logouts (in this tab and others). */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAccessToken, getAccessToken, () => null);
}

export function useIsSignedIn(): boolean {
  return useAccessToken() !== null;
}
