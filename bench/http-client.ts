import type { Trader } from './prepared-database.ts';

/** `Bearer …` for `trader`, from the real login endpoint. */
export async function logIn(baseUrl: string, trader: Trader): Promise<string> {
  const { access } = await callJson<{ access: string }>(baseUrl, '', 'POST', '/auth/jwt/create/', {
    username: trader.username,
    password: trader.password,
  });
  return `Bearer ${access}`;
}

/** One JSON call; anything but a 2xx fails the bench. */
export async function callJson<T>(
  baseUrl: string,
  authorization: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return JSON.parse(text);
}
