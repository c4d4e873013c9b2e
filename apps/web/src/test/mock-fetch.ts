import { IDEMPOTENCY_KEY_HEADER } from '@carnet/contract';
import { vi } from 'vitest';

export type RecordedCall = {
  method: string;
  url: string;
  /** Parsed JSON, or the FormData of a multipart upload. */
  body: unknown;
  authorization: string | null;
  contentType: string | null;
  idempotencyKey: string | null;
  /**
   * For a call sent with upload progress (XMLHttpRequest): tells the page `loaded` of `total` bytes went up, as
   * the browser would while sending. Undefined for fetch calls.
   */
  reportUpload?: (loaded: number, total: number) => void;
};
type Reply = { status?: number; body?: unknown; contentType?: string; headers?: Record<string, string> };
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/** The call's handler and its answer as a fetch Response; an unexpected call fails the test loudly. */
function answerer(handlers: Record<string, Handler>, calls: RecordedCall[]) {
  return async (call: RecordedCall): Promise<Response> => {
    calls.push(call);
    const handler = handlers[`${call.method} ${call.url.split('?')[0]}`];
    if (handler === undefined) throw new Error(`Unexpected call ${call.method} ${call.url}`);
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
  };
}

/**
 * XMLHttpRequest as far as the api client's upload transport uses it (upload-with-progress.ts), answered by the
 * same handlers as fetch.
 */
function fakeXmlHttpRequest(answer: (call: RecordedCall) => Promise<Response>) {
  return class FakeXmlHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    responseType = '';
    status = 0;
    statusText = '';
    response: ArrayBuffer | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private answered = new Headers();

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string): void {
      this.headers.set(name, value);
    }

    getAllResponseHeaders(): string {
      return [...this.answered].map(([name, value]) => `${name}: ${value}\r\n`).join('');
    }

    abort(): void {
      this.dispatchEvent(new ProgressEvent('abort'));
    }

    send(body: Document | XMLHttpRequestBodyInit | null): void {
      const reportUpload = (loaded: number, total: number) => {
        const type = loaded >= total ? 'load' : 'progress';
        this.upload.dispatchEvent(new ProgressEvent(type, { lengthComputable: true, loaded, total }));
      };
      const call: RecordedCall = {
        method: this.method,
        url: this.url,
        body: typeof body === 'string' ? JSON.parse(body) : (body ?? undefined),
        authorization: this.headers.get('Authorization'),
        contentType: this.headers.get('Content-Type'),
        idempotencyKey: this.headers.get(IDEMPOTENCY_KEY_HEADER),
        reportUpload,
      };
      answer(call).then(
        async (response) => {
          this.status = response.status;
          this.statusText = response.statusText;
          this.answered = response.headers;
          this.response = await response.arrayBuffer();
          this.dispatchEvent(new ProgressEvent('load'));
        },
        () => this.dispatchEvent(new ProgressEvent('error')),
      );
    }
  };
}

/**
 * Replaces `fetch` (and XMLHttpRequest, which the api client uses for uploads it shows the progress of) with a
 * table of `METHOD /path` handlers; every call is recorded in order. An unexpected call fails the test loudly
 * instead of hanging.
 */
export function mockFetch(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const answer = answerer(handlers, calls);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    return answer({
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined),
      authorization: headers.get('Authorization'),
      contentType: headers.get('Content-Type'),
      idempotencyKey: headers.get(IDEMPOTENCY_KEY_HEADER),
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXmlHttpRequest(answer));
  return calls;
}
