import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/mock-fetch.ts';
import { apiRequest, setSessionExpiredHandler } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { getAccessToken, storeTokens } from './session.ts';
import type { UploadProgress } from './upload-with-progress.ts';

const echo = { parse: (value: unknown) => value };

function upload(onUploadProgress: (progress: UploadProgress) => void, signal?: AbortSignal) {
  const body = new FormData();
  body.append('file', new File(['a,b\n1,2\n'], 'trades.csv', { type: 'text/csv' }));
  return apiRequest('/api/v1/imports/preview/', echo, { method: 'POST', body, onUploadProgress, signal });
}

describe('api client: an upload whose progress is shown (XMLHttpRequest)', () => {
  beforeEach(() => {
    setSessionExpiredHandler(vi.fn());
    storeTokens({ access: 'old-access', refresh: 'old-refresh' });
  });

  it('reports the bytes sent, and answers like fetch: the parsed body, the bearer token, no Content-Type', async () => {
    const calls = mockFetch({
      'POST /api/v1/imports/preview/': (call) => {
        call.reportUpload?.(4, 10);
        call.reportUpload?.(10, 10);
        return { body: { count: 2 } };
      },
    });
    const reports: UploadProgress[] = [];
    await expect(upload((progress) => reports.push(progress))).resolves.toEqual({ count: 2 });
    expect(reports).toEqual([
      { loaded: 4, total: 10 },
      { loaded: 10, total: 10 },
    ]);
    expect(calls[0]?.authorization).toBe('Bearer old-access');
    expect(calls[0]?.contentType).toBeNull();
    expect(calls[0]?.body).toBeInstanceOf(FormData);
  });

  it('keeps the one refresh rule: a 401 refreshes, then the upload is sent again with the new token', async () => {
    const calls = mockFetch({
      'POST /api/v1/imports/preview/': (call) =>
        call.authorization === 'Bearer new-access'
          ? { body: { count: 1 } }
          : { status: 401, body: { detail: 'Le jeton est invalide ou expiré.', code: 'token_not_valid' } },
      'POST /auth/jwt/refresh/': () => ({ body: { access: 'new-access', refresh: 'new-refresh' } }),
    });
    await expect(upload(() => {})).resolves.toEqual({ count: 1 });
    expect(calls.map((call) => `${call.method} ${call.url} ${call.reportUpload ? 'xhr' : 'fetch'}`)).toEqual([
      'POST /api/v1/imports/preview/ xhr',
      'POST /auth/jwt/refresh/ fetch',
      'POST /api/v1/imports/preview/ xhr',
    ]);
    expect(getAccessToken()).toBe('new-access');
  });

  it('gives the server’s refusal to ApiError, and stops when its signal aborts', async () => {
    mockFetch({
      'POST /api/v1/imports/preview/': () => ({ status: 400, body: { file: ['Format non reconnu : …'] } }),
    });
    const refused = await upload(() => {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, body: { file: ['Format non reconnu : …'] } });

    mockFetch({ 'POST /api/v1/imports/preview/': () => new Promise(() => {}) });
    const controller = new AbortController();
    const pending = upload(() => {}, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
