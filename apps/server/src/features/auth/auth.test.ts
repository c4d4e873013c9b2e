import { AUTH_MESSAGES } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../../test/build-test-app.ts';

const t = useTestApp();

const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: { username, password }, remoteAddress });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/jwt/refresh/', payload: { refresh: token } });
const me = (access: string) =>
  t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: { authorization: `Bearer ${access}` } });

describe('POST /auth/jwt/create/', () => {
  it('returns an access and a refresh token for the right password', async () => {
    await t.createUser('alice', { email: 'alice@example.com' });
    const response = await login('alice', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const tokens = response.json();
    expect(tokens).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    const current = await me(tokens.access);
    expect(current.json()).toEqual({
      id: expect.any(Number),
      username: 'alice',
      email: 'alice@example.com',
      is_staff: false,
    });
  });

  it('matches usernames regardless of case', async () => {
    await t.createUser('Camille');
    expect((await login('camille', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown user exactly like a wrong password, in comparable time', async () => {
    await t.createUser('bruno');
    const timed = async (username: string) => {
      const started = performance.now();
      const response = await login(username, 'mauvais-mot-de-passe', '10.0.0.2');
      return { response, elapsed: performance.now() - started };
    };
    const wrong = [await timed('bruno'), await timed('bruno'), await timed('bruno')];
    const unknown = [await timed('personne'), await timed('personne'), await timed('personne')];
    for (const { response } of [...wrong, ...unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: AUTH_MESSAGES.invalidCredentials });
    }
    const median = (samples: { elapsed: number }[]) =>
      samples.map((s) => s.elapsed).sort((a, b) => a - b)[1] ?? 0;
    // Without the dummy argon2 verification an unknown user answers several times faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it('requires both fields, in French', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { username: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: ['Ce champ est obligatoire.'] });
  });
});

describe('POST /auth/jwt/refresh/', () => {
  it('rotates: a new pair, each refresh token usable once', async () => {
    const user = await t.createUser('denise');
    const first = await refresh(user.refresh);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh).not.toBe(user.refresh);
    expect((await me(rotated.access)).statusCode).toBe(200);
    expect((await refresh(rotated.refresh)).statusCode).toBe(200);
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const user = await t.createUser('emile');
    const rotated = (await refresh(user.refresh)).json();
    const replay = await refresh(user.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: AUTH_MESSAGES.tokenNotValid, code: 'token_not_valid' });
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    expect((await me(rotated.access)).json()).toMatchObject({ code: 'token_not_valid' });
    expect((await me(user.access)).statusCode).toBe(401);
  });

  it('refuses unknown tokens', async () => {
    const response = await refresh('pas-un-jeton');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'token_not_valid' });
  });
});

describe('POST /auth/jwt/logout/', () => {
  it('ends the session: its refresh and access tokens stop working, others keep working', async () => {
    const user = await t.createUser('fanny');
    const other = (await login('fanny', TEST_PASSWORD)).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/logout/',
      payload: { refresh: user.refresh },
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(user.refresh)).statusCode).toBe(401);
    expect((await me(user.access)).statusCode).toBe(401);
    expect((await me(other.access)).statusCode).toBe(200);
  });
});

describe('POST /auth/users/set_password/', () => {
  const setPassword = (access: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/users/set_password/',
      headers: { authorization: `Bearer ${access}` },
      payload,
    });

  it('refuses a wrong current password on its field', async () => {
    const user = await t.createUser('gilles');
    const response = await setPassword(user.access, {
      current_password: 'faux',
      new_password: 'nouveau-secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ current_password: [AUTH_MESSAGES.wrongCurrentPassword] });
  });

  it('refuses a too short new password', async () => {
    const user = await t.createUser('helene');
    const response = await setPassword(user.access, {
      current_password: TEST_PASSWORD,
      new_password: 'court',
    });
    expect(response.json()).toEqual({
      new_password: ['Le mot de passe doit contenir au moins 8 caractères.'],
    });
  });

  it('changes the password and ends the other sessions only', async () => {
    const user = await t.createUser('ines');
    const otherSession = (await login('ines', TEST_PASSWORD)).json();
    const response = await setPassword(user.access, {
      current_password: TEST_PASSWORD,
      new_password: 'nouveau-secret',
    });
    expect(response.statusCode).toBe(204);
    expect((await login('ines', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('ines', 'nouveau-secret')).statusCode).toBe(200);
    expect((await me(user.access)).statusCode).toBe(200);
    expect((await refresh(otherSession.refresh)).statusCode).toBe(401);
  });
});
