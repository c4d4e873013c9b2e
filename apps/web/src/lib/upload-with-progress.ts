/** How much of a request's body has gone up: bytes sent of bytes in all. */
export type UploadProgress = { loaded: number; total: number };

export type UploadRequest = {
  method: string;
  headers: Headers;
  body: XMLHttpRequestBodyInit | null;
  signal: AbortSignal | undefined;
};

// Fetch gives no progress of what it sends; XMLHttpRequest does (`xhr.upload` events).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const abortError = () => new DOMException('La requête a été interrompue.', 'AbortError');

/**
 * The api client's transport for uploads whose progress is shown (a big import file): the same request as fetch
 * would send, through XMLHttpRequest, answered as a fetch Response so the client's rules (refresh on 401, error
 * bodies) apply unchanged. Fails like fetch: a TypeError on a network failure, an AbortError on `signal`.
 */
export function sendWithUploadProgress(
  url: string,
  { method, headers, body, signal }: UploadRequest,
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of headers) xhr.setRequestHeader(name, value);
    const report = (event: ProgressEvent) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.upload.addEventListener('progress', report);
    xhr.upload.addEventListener('load', report);
    xhr.addEventListener('load', () => {
      // `arraybuffer` answers an ArrayBuffer, or null when there is no body.
      const body: ArrayBuffer | null = xhr.response;
      resolve(
        new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : body, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    });
    xhr.addEventListener('error', () => reject(new TypeError('Échec de la requête réseau.')));
    xhr.addEventListener('abort', () => reject(abortError()));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
