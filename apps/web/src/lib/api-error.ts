/** A non-2xx HTTP answer; `body` is the parsed JSON, a plain-text string, or null. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`Erreur ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}
