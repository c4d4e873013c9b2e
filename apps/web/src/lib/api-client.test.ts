import { currentUserSchema } from '@carnet/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/mock-fetch.ts';
import { apiRequest, apiRequestFile, setSessionExpiredHandler } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { getAccessToken, getRefreshToken, storeTokens } from './session.ts';

const me = { id: 1, username: 'alice', email: 'alice@example.com', is_staff: false };
const unauthorized = {
  status: 401,
  body: { detail: 'Le jeton est invalide ou expiré.', code: 'token_not_valid' },
};

describe('api client: refresh then replay once (docs/rules/trades.md)', () => {
  const sessionExpired = vi.fn();

  beforeEach(() => {
    sessionExpired.mockReset();
    setSessionExpiredHandler(sessionExpired);
    storeTokens({ access: 'old-access', refresh: 'old-refresh' });
  });

  it('sends the access token as a bearer header', async () => {
    const calls = mockFetch({ 'GET /auth/users/me/': () => ({ body: me }) });
    await expect(apiRequest('/auth/users/me/', currentUserSchema)).resolves.toEqual(me);
    expect(calls[0]?.authorization).toBe('Bearer old-access');
  });

  it('sends a multipart body as is, leaving its Content-Type (and boundary) to the browser', async () => {
    const calls = mockFetch({ 'POST /api/v1/upload/': () => ({ body: { ok: true } }) });
    const form = new FormData();
    form.append('file', new File(['a,b'], 'trades.csv', { type: 'text/csv' }));
    await apiRequest('/api/v1/upload/', { parse: (value) => value }, { method: 'POST', body: form });
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.contentType).toBeNull();
    expect(calls[0]?.authorization).toBe('Bearer old-access');
  });

  it('fetches a file with the token and reads its name from Content-Disposition', async () => {
    const calls = mockFetch({
      'GET /api/v1/export/': () => ({
        body: 'a,b\n',
        contentType: 'text/csv',
        headers: { 'Content-Disposition': 'attachment; filename="backtest-1-london.csv"' },
      }),
    });
    const file = await apiRequestFile('/api/v1/export/');
    expect(await file.blob.text()).toBe('a,b\n');
    expect(file.fileName).toBe('backtest-1-london.csv');
    expect(calls[0]?.authorization).toBe('Bearer old-access');
  });

  it('refreshes on a 401, stores the rotated pair and replays the call with the new token', async () => {
    const calls = mockFetch({
      'GET /auth/users/me/': (call) =>
        call.authorization === 'Bearer new-access' ? { body: me } : unauthorized,
      'POST /auth/jwt/refresh/': () => ({ body: { access: 'new-access', refresh: 'new-refresh' } }),
    });
    await expect(apiRequest('/auth/users/me/', currentUserSchema)).resolves.toEqual(me);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /auth/users/me/',
      'POST /auth/jwt/refresh/',
      'GET /auth/users/me/',
    ]);
    expect(calls[1]?.body).toEqual({ refresh: 'old-refresh' });
    expect(getAccessToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s (refresh tokens are single-use)', async () => {
    const calls = mockFetch({
      'GET /api/v1/profile/': (call) =>
        call.authorization === 'Bearer new-access' ? { body: { assets: {} } } : unauthorized,
      'GET /auth/users/me/': (call) =>
        call.authorization === 'Bearer new-access' ? { body: me } : unauthorized,
      'POST /auth/jwt/refresh/': () => ({ body: { access: 'new-access', refresh: 'new-refresh' } }),
    });
    await Promise.all([
      apiRequest('/auth/users/me/', currentUserSchema),
      apiRequest('/auth/users/me/', currentUserSchema),
    ]);
    expect(calls.filter((call) => call.url === '/auth/jwt/refresh/')).toHaveLength(1);
  });

  it('clears both tokens and goes to /login when the refresh is refused', async () => {
    mockFetch({
      'GET /auth/users/me/': () => unauthorized,
      'POST /auth/jwt/refresh/': () => unauthorized,
    });
    const failure = apiRequest('/auth/users/me/', currentUserSchema);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(sessionExpired).toHaveBeenCalledOnce();
  });

  it('logs out without calling refresh when no refresh token is stored', async () => {
    window.localStorage.removeItem('refresh_token');
    const calls = mockFetch({ 'GET /auth/users/me/': () => unauthorized });
    await expect(apiRequest('/auth/users/me/', currentUserSchema)).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(sessionExpired).toHaveBeenCalledOnce();
  });

  it('replays only once: a second 401 ends the session instead of looping', async () => {
    const calls = mockFetch({
      'GET /auth/users/me/': () => unauthorized,
      'POST /auth/jwt/refresh/': () => ({ body: { access: 'new-access', refresh: 'new-refresh' } }),
    });
    await expect(apiRequest('/auth/users/me/', currentUserSchema)).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
    expect(getAccessToken()).toBeNull();
    expect(sessionExpired).toHaveBeenCalledOnce();
  });

  it('never refreshes for the authentication calls themselves', async () => {
    const calls = mockFetch({
      'POST /auth/jwt/create/': () => ({ status: 401, body: { detail: 'Identifiants invalides.' } }),
    });
    const login = apiRequest('/auth/jwt/create/', currentUserSchema, {
      method: 'POST',
      body: { username: 'a', password: 'b' },
    });
    await expect(login).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(getRefreshToken()).toBe('old-refresh');
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    mockFetch({
      'GET /auth/users/me/': () => unauthorized,
      'POST /auth/jwt/refresh/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(apiRequest('/auth/users/me/', currentUserSchema)).rejects.toBeInstanceOf(TypeError);
    expect(getRefreshToken()).toBe('old-refresh');
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('passes the parsed error body of other failures to ApiError', async () => {
    mockFetch({ 'PATCH /api/v1/profile/': () => ({ status: 400, body: { assets: ['Non.'] } }) });
    await expect(
      apiRequest('/api/v1/profile/', currentUserSchema, { method: 'PATCH', body: {} }),
    ).rejects.toMatchObject({ status: 400, body: { assets: ['Non.'] } });
  });
});
