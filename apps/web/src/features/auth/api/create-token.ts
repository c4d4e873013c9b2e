import type { LoginRequest, TokenPair } from '@carnet/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeTokens, tokenPairParser } from '../../../lib/session.ts';

/** POST /auth/jwt/create/ → {access, refresh}. */
export function createToken(credentials: LoginRequest): Promise<TokenPair> {
  return apiRequest('/auth/jwt/create/', tokenPairParser, { method: 'POST', body: credentials });
}

export function useLogin() {
  return useMutation({ mutationFn: createToken, onSuccess: storeTokens });
}
