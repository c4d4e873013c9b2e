import { AUTH_MESSAGES } from '@carnet/contract';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../../test/build-test-app.ts';

const t = useTestApp();

const profileWith = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: authorization ? { authorization } : {} });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function signWith(secret: string, claims: Record<string, unknown>, expiresAt: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuedAt(expiresAt - 900)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

describe('the bearer token guard', () => {
  it('asks for credentials when none are sent', async () => {
    for (const header of [undefined, 'Basic YWxpY2U6c2VjcmV0', 'Bearer']) {
      const response = await profileWith(header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: AUTH_MESSAGES.notAuthenticated, code: 'not_authenticated' });
    }
  });

  it('refuses a token signed with another key, expired, unsigned (alg none) or mangled', async () => {
    const user = await t.createUser('jules');
    const claims = decodeJwt(user.access);
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      await signWith('une-autre-cle-secrete-de-32-caracteres!!', claims, now + 600),
      await signWith(t.config.jwtSecret, claims, now - 10),
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: now + 600 })}.`,
      `${user.access.slice(0, -4)}AAAA`,
      user.refresh,
      'abc',
    ];
    for (const token of forged) {
      const response = await profileWith(`Bearer ${token}`);
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual({ detail: AUTH_MESSAGES.tokenNotValid, code: 'token_not_valid' });
    }
    expect((await profileWith(user.authHeader.authorization)).statusCode).toBe(200);
  });

  it('accepts a token of the right key that it did not issue only if its session exists', async () => {
    const user = await t.createUser('karim');
    const claims = decodeJwt(user.access);
    const now = Math.floor(Date.now() / 1000);
    const sameSession = await signWith(t.config.jwtSecret, claims, now + 600);
    const madeUpSession = await signWith(
      t.config.jwtSecret,
      { ...claims, sid: crypto.randomUUID() },
      now + 600,
    );
    expect((await profileWith(`Bearer ${sameSession}`)).statusCode).toBe(200);
    expect((await profileWith(`Bearer ${madeUpSession}`)).statusCode).toBe(401);
  });
});

describe('a disabled account', () => {
  it('is refused at login, at refresh and on every call', async () => {
    const admin = await t.createUser('chef', { staff: true });
    const user = await t.createUser('louise');
    const disable = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${user.id}/`,
      headers: admin.authHeader,
      payload: { is_active: false },
    });
    expect(disable.statusCode).toBe(200);

    const call = await profileWith(user.authHeader.authorization);
    expect(call.statusCode).toBe(401);
    expect(call.json()).toMatchObject({ code: 'token_not_valid' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/refresh/',
      payload: { refresh: user.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { username: 'louise', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ detail: AUTH_MESSAGES.userDisabled });
  });
});
