import type { TokenPair } from '@carnet/contract';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * {access, refresh} checked by hand rather than with the contract's zod schema: the client and the login page
 * are on the landing/login path, whose JavaScript budget (docs/budgets.md, 150 KB gzip) has no room for zod.
 */
export function isTokenPair(value: unknown): value is TokenPair {
  if (typeof value !== 'object' || value === null || !('access' in value) || !('refresh' in value))
    return false;
  const { access, refresh } = value;
  return typeof access === 'string' && access !== '' && typeof refresh === 'string' && refresh !== '';
}

export const tokenPairParser = {
  parse(value: unknown): TokenPair {
    if (!isTokenPair(value)) throw new TypeError('Réponse de jeton invalide');
    return value;
  },
};

/** Signed in means an access token is stored (docs/security.md#ownership). */
export function getAccessToken(): string | null {
  return readStorage(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readStorage(STORAGE_KEYS.refreshToken);
}

/** Refresh tokens rotate (docs/security.md): the new refresh token always replaces the old one. */
export function storeTokens(tokens: TokenPair): void {
  writeStorage(STORAGE_KEYS.accessToken, tokens.access);
  writeStorage(STORAGE_KEYS.refreshToken, tokens.refresh);
}

/** Forgets both tokens and what was cached about the user. */
export function clearSession(): void {
  writeStorage(STORAGE_KEYS.accessToken, null);
  writeStorage(STORAGE_KEYS.refreshToken, null);
  writeStorage(STORAGE_KEYS.userName, null);
  writeStorage(STORAGE_KEYS.userEmail, null);
  writeStorage(STORAGE_KEYS.userAvatar, null);
}
