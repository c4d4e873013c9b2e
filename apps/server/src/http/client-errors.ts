import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { HTTP_MESSAGES } from './errors.ts';

/** What Node reports before a request reaches Fastify, answered in the API's shape and words (docs/api.md). */
const ANSWERS: Record<string, { status: number; detail: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: HTTP_MESSAGES.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, detail: HTTP_MESSAGES.headersTooLarge },
};
const MALFORMED = { status: 400, detail: HTTP_MESSAGES.malformedRequest };

/**
 * Fastify's `clientErrorHandler`: a request too slow to arrive (REQUEST_TIMEOUT), headers too large or bytes that
 * are no HTTP get `{"detail": "…"}` in French instead of Fastify's English body, then the socket is closed as
 * Node does. A reset connection has nobody left to answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
