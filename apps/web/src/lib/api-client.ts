import { IDEMPOTENCY_KEY_HEADER } from '@carnet/contract';
import { ApiError } from './api-error.ts';
import { clearSession, getAccessToken, getRefreshToken, isTokenPair, storeTokens } from './session.ts';
import { sendWithUploadProgress, type UploadProgress } from './upload-with-progress.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

/** Anything with `parse`: the contract's zod schemas, or a hand-written guard where zod would be too heavy. */
export type ResponseParser<T> = { parse: (value: unknown) => T };

export type ApiRequest = {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Told how much of the body has gone up (a big file): the request is then sent by XMLHttpRequest. */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** A create's `Idempotency-Key` (lib/submission-key.ts): sent again, it creates nothing more. */
  idempotencyKey?: string;
};

const REFRESH_PATH = '/auth/jwt/refresh/';
const AUTH_CALL_PREFIX = '/auth/jwt/';

let onSessionExpired: () => void = () => window.location.assign('/login');
let refreshInFlight: Promise<string | null> | null = null;

/** The app routes the user to /login (remembering where they were) when the session cannot be renewed. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/**
 * The one HTTP entry point. docs/rules/trades.md: a 401 on a non-auth call triggers one refresh; on success the call is
 * replayed once with the new access token; with no refresh token or a refused refresh, both tokens are removed
 * and the user goes to /login. A network failure of the refresh is not a verdict on the session: it propagates.
 */
export async function apiFetch(path: string, request: ApiRequest = {}): Promise<Response> {
  const url = withQuery(path, request.query);
  const usedToken = getAccessToken();
  const response = await send(url, request, usedToken);
  if (response.status !== 401 || path.startsWith(AUTH_CALL_PREFIX)) return response;
  const access = await renewAccessToken(usedToken);
  if (access === null) {
    expireSession();
    return response;
  }
  const replayed = await send(url, request, access);
  if (replayed.status === 401) expireSession();
  return replayed;
}

/** Sends a request and parses the 2xx JSON answer (usually with a contract schema); throws ApiError otherwise. */
export async function apiRequest<T>(
  path: string,
  parser: ResponseParser<T>,
  request: ApiRequest = {},
): Promise<T> {
  const response = await apiFetch(path, request);
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  return parser.parse(await response.json());
}

/** For calls whose answer carries nothing the caller needs (204, or a body that is ignored). */
export async function apiRequestVoid(path: string, request: ApiRequest = {}): Promise<void> {
  const response = await apiFetch(path, request);
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
}

/** A file answered by the server, with the name its Content-Disposition gives (null without one). */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** For files (a CSV export): the 2xx body as a blob, fetched with the bearer token like every other call. */
export async function apiRequestFile(path: string, request: ApiRequest = {}): Promise<DownloadedFile> {
  const response = await apiFetch(path, request);
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get('Content-Disposition')),
  };
}

function attachmentName(disposition: string | null): string | null {
  if (disposition === null) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1] !== undefined) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // Malformed escapes: fall back to the plain filename parameter.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

async function renewAccessToken(usedToken: string | null): Promise<string | null> {
  const current = getAccessToken();
  // Another call already renewed the session while this one was in flight: replay with its token.
  if (current !== null && current !== usedToken) return current;
  // Refresh tokens are single-use (docs/security.md): concurrent 401s must share one refresh, or the second
  // presentation of the same token would revoke the whole family.
  refreshInFlight ??= refreshTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function refreshTokens(): Promise<string | null> {
  const refresh = getRefreshToken();
  if (refresh === null) return null;
  const response = await send(REFRESH_PATH, { method: 'POST', body: { refresh } }, null);
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  if (!isTokenPair(body)) return null;
  storeTokens(body);
  return body.access;
}

function expireSession(): void {
  clearSession();
  onSessionExpired();
}

function send(url: string, request: ApiRequest, accessToken: string | null): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  // Multipart uploads (CSV import, screenshots): the browser writes the Content-Type with its boundary.
  const isMultipart = request.body instanceof FormData;
  if (request.body !== undefined && !isMultipart) headers.set('Content-Type', 'application/json');
  if (accessToken !== null) headers.set('Authorization', `Bearer ${accessToken}`);
  if (request.idempotencyKey !== undefined) headers.set(IDEMPOTENCY_KEY_HEADER, request.idempotencyKey);
  const init = {
    method: request.method ?? 'GET',
    headers,
    body: serialiseBody(request.body),
    signal: request.signal,
  };
  if (request.onUploadProgress === undefined) return fetch(url, init);
  return sendWithUploadProgress(url, init, request.onUploadProgress);
}

function serialiseBody(body: unknown): FormData | string | null {
  if (body === undefined) return null;
  return body instanceof FormData ? body : JSON.stringify(body);
}

function withQuery(path: string, query: ApiRequest['query']): string {
  if (query === undefined) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** JSON bodies are parsed; plain text is kept as a message; anything else (an HTML proxy page) is dropped. */
async function readErrorBody(response: Response): Promise<unknown> {
  const contentType = response.headers.get('Content-Type') ?? '';
  const text = await response.text().catch(() => '');
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }
  return contentType.startsWith('text/plain') ? text : null;
}
