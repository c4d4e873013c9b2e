import { AUTH_MESSAGES } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { USER_MESSAGES } from '../users/users.service.ts';

const t = useTestApp();

const FORBIDDEN = { detail: AUTH_MESSAGES.permissionDenied };

describe('/api/v1/admin/users/', () => {
  it('lets staff list and create accounts that can then log in', async () => {
    const admin = await t.createUser('patron', { staff: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/',
      headers: admin.authHeader,
      payload: { username: ' quentin ', email: 'q@example.com', password: 'motdepasse-initial', role: 'x' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      username: 'quentin',
      email: 'q@example.com',
      is_staff: false,
      is_active: true,
      date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      last_login: null,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/users/',
      headers: admin.authHeader,
    });
    expect(list.json().map((user: { username: string }) => user.username)).toEqual(['patron', 'quentin']);
    expect(JSON.stringify(list.json())).not.toContain('argon2');
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { username: 'quentin', password: 'motdepasse-initial' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a taken username (whatever its case) and invalid fields, in French', async () => {
    const admin = await t.createUser('gerant', { staff: true });
    const create = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/admin/users/', headers: admin.authHeader, payload });
    const taken = await create({ username: 'GERANT', password: 'motdepasse-initial' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ username: [USER_MESSAGES.usernameTaken] });
    const bad = await create({ username: 'a b', email: 'pas-un-email', password: 'court', is_staff: 'oui' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['email', 'is_staff', 'password', 'username']);
  });

  it('refuses an e-mail over 254 characters with a French 400 on email, on create and on change', async () => {
    const admin = await t.createUser('longmail-admin', { staff: true });
    const user = await t.createUser('longmail-user');
    const tooLong = `${'a'.repeat(64)}@${'b'.repeat(180)}.example.com`;
    expect(tooLong.length).toBe(257);
    const expected = { email: ['254 caractères au maximum.'] };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/',
      headers: admin.authHeader,
      payload: { username: 'longmail', email: tooLong, password: 'motdepasse-initial' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(expected);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${user.id}/`,
      headers: admin.authHeader,
      payload: { email: tooLong },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual(expected);
    const longest = `${'a'.repeat(64)}@${'b'.repeat(177)}.example.com`;
    expect(longest.length).toBe(254);
    const kept = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${user.id}/`,
      headers: admin.authHeader,
      payload: { email: longest },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ email: longest });
  });

  it('enables, disables, promotes and resets passwords, ending the user’s sessions', async () => {
    const admin = await t.createUser('directrice', { staff: true });
    const user = await t.createUser('romain');
    const patch = (payload: object, id = user.id) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/users/${id}/`,
        headers: admin.authHeader,
        payload,
      });
    expect((await patch({ is_staff: true, email: 'romain@carnet.test' })).json()).toMatchObject({
      is_staff: true,
      email: 'romain@carnet.test',
    });
    expect((await patch({ is_active: false })).json()).toMatchObject({ is_active: false });
    expect((await patch({ is_active: true })).json()).toMatchObject({ is_active: true });
    // A PATCH with nothing known to change answers the account as it is (it was a 500: an empty SET).
    for (const nothing of [{}, { inconnu: 1 }]) {
      const unchanged = await patch(nothing);
      expect(unchanged.statusCode).toBe(200);
      expect(unchanged.json()).toMatchObject({ username: 'romain', is_staff: true, is_active: true });
    }
    expect((await patch({}, 2_147_483_647)).statusCode).toBe(404);

    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${user.id}/set_password/`,
      headers: admin.authHeader,
      payload: { password: 'remis-a-zero' },
    });
    expect(reset.statusCode).toBe(204);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/refresh/',
      payload: { refresh: user.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { username: 'romain', password: 'remis-a-zero' },
    });
    expect(login.statusCode).toBe(200);
    expect((await patch({ is_active: false }, 999_999)).statusCode).toBe(404);
    expect((await patch({ is_active: false }, Number.NaN)).statusCode).toBe(404);
  });

  it('does not let staff disable themselves or drop their own staff rights', async () => {
    const admin = await t.createUser('seul-admin', { staff: true });
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/users/${admin.id}/`,
        headers: admin.authHeader,
        payload,
      });
    expect((await patch({ is_active: false })).json()).toEqual({
      is_active: [USER_MESSAGES.cannotDisableSelf],
    });
    expect((await patch({ is_staff: false })).json()).toEqual({
      is_staff: [USER_MESSAGES.cannotRemoveOwnStaff],
    });
  });

  it('answers 403 to non-staff callers on every route, and 401 to anonymous ones', async () => {
    const user = await t.createUser('simone');
    const calls = [
      { method: 'GET' as const, url: '/api/v1/admin/users/' },
      {
        method: 'POST' as const,
        url: '/api/v1/admin/users/',
        payload: { username: 'x', password: 'motdepasse' },
      },
      { method: 'PATCH' as const, url: `/api/v1/admin/users/${user.id}/`, payload: { is_staff: true } },
      {
        method: 'POST' as const,
        url: `/api/v1/admin/users/${user.id}/set_password/`,
        payload: { password: 'xxxxxxxx' },
      },
      // The staff check comes before validation: a non-staff caller never learns the expected fields.
      { method: 'POST' as const, url: '/api/v1/admin/users/', payload: {} },
      { method: 'PATCH' as const, url: '/api/v1/admin/users/abc/', payload: { is_staff: 'oui' } },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: user.authHeader });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
  });
});
