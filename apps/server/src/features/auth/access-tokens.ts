import { randomUUID, webcrypto } from 'node:crypto';
// The two entry points used, not the whole of jose (46 modules loaded at every start instead of 12).
import { SignJWT } from 'jose/jwt/sign';
import { jwtVerify } from 'jose/jwt/verify';

export type AccessClaims = { userId: number; sessionFamily: string };

/**
 * Access tokens already verified, kept until they expire: the same bytes under the same key cannot stop being
 * valid, so a bearer's later calls skip the HMAC (about a tenth of the server's CPU per request under load, npm
 * run bench). Revocation and disabled accounts are still read from the database on every call (auth.service).
 * Bounded: past the limit the oldest entry goes.
 */
export const VERIFIED_TOKENS_LIMIT = 2_000;

/**
 * Short-lived bearer tokens, JWT HS256 (docs/security.md). `sid` names the login session (refresh family) so a
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
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAtSeconds: number) => {
    if (verified.size >= VERIFIED_TOKENS_LIMIT) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { claims, expiresAtMs: expiresAtSeconds * 1000 });
  };

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
      const known = verified.get(token);
      // jose's rule: expired once `exp` is at or before the current second.
      if (known !== undefined && Date.now() < known.expiresAtMs) return known.claims;
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, await key(), { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload.token_type !== 'access' || typeof payload.sid !== 'string') return null;
        if (!(Number.isSafeInteger(userId) && userId > 0 && payload.exp !== undefined)) return null;
        const claims = { userId, sessionFamily: payload.sid };
        remember(token, claims, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
