import { randomUUID, webcrypto } from 'node:crypto';
// The two entry points used, not the whole of jose (46 modules loaded at every start instead of 12).
import { SignJWT } from 'jose/jwt/sign';
import { jwtVerify } from 'jose/jwt/verify';

export type AccessClaims = { userId: number; sessionFamily: string };

/**
 * Short-lived bearer tokens, JWT HS256 (DESIGN §5). `sid` names the login session (refresh family) so a
 * password change can end the other sessions only.
 */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  // Given raw bytes, jose imports the key again on every call: a third of the CPU of each verification.
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const key = () =>
    (imported ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ token_type: 'access', sid: claims.sessionFamily })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key());
    },

    /** Null for anything not signed by us with HS256, expired, or not an access token. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await key(), { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload.token_type !== 'access' || typeof payload.sid !== 'string') return null;
        return Number.isSafeInteger(userId) && userId > 0 ? { userId, sessionFamily: payload.sid } : null;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
