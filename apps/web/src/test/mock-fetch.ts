import { vi } from 'vitest';

export type RecordedCall = {
  method: string;
  url: string;
  /** Parsed JSON, or the FormData of a multipart upload. */
  body: unknown;
  authorization: string | null;
  contentType: string | null;
};
type Reply = { status?: number; body?: unknown; contentType?: string; headers?: Record<string, string> };
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * Replaces `fetch` with a table of `METHOD /path` handlers; every call is recorded in order.
 * An unexpected call fails the test loudly instead of hanging.
 */
export function mockFetch(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
    const call: RecordedCall = {
      method,
      url,
      body,
      authorization: headers.get('Authorization'),
      contentType: headers.get('Content-Type'),
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.split('?')[0]}`];
    if (handler === undefined) throw new Error(`Unexpected call ${method} ${url}`);
    const reply = await handler(call);
    const status = reply.status ?? 200;
    const text =
      reply.body === undefined
        ? null
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': reply.contentType ?? 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
