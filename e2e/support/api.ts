import type { AdminUser, AdminUserCreate, TokenPair } from '@carnet/contract';

/** One call of the running server's JSON API as the web app makes it: the status and the parsed body. */
export async function requestApi<T>(
  baseUrl: string,
  route: string,
  init: { method: string; token?: string; body?: unknown },
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(new URL(route, baseUrl), {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The same call when it must succeed: a failure throws with the answer's status and body. */
export async function callApi<T>(
  baseUrl: string,
  route: string,
  init: { method: string; token?: string; body?: unknown },
): Promise<T> {
  const answer = await requestApi<T>(baseUrl, route, init);
  if (answer.status >= 400) {
    throw new Error(`${init.method} ${route} → ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

export function logIn(baseUrl: string, username: string, password: string): Promise<TokenPair> {
  return callApi<TokenPair>(baseUrl, '/auth/jwt/create/', { method: 'POST', body: { username, password } });
}

/** Creates an account through the staff API (POST /api/v1/admin/users/) with the admin's token. */
export function createUser(baseUrl: string, adminToken: string, user: AdminUserCreate): Promise<AdminUser> {
  return callApi<AdminUser>(baseUrl, '/api/v1/admin/users/', {
    method: 'POST',
    token: adminToken,
    body: user,
  });
}

export type TestAccount = { username: string; password: string; email: string };

/** A new, unique, non-staff account for a spec, created through the API by the admin. */
export async function createTestAccount(
  baseUrl: string,
  admin: { password: string },
  prefix = 'trader',
): Promise<TestAccount> {
  const { access } = await logIn(baseUrl, 'admin', admin.password);
  const username = uniqueName(prefix);
  const account = { username, password: `mdp-${username}`, email: `${username}@example.test` };
  await createUser(baseUrl, access, { ...account, is_staff: false });
  return account;
}

let sequence = 0;
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}`;
}
