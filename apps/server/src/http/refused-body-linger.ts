import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a refused request's connection stays open, reading and discarding, after its answer went out. */
export const REFUSED_BODY_LINGER_MS = 2_000;
/** How much of a refused request's body is read and thrown away after its answer, at most. */
export const REFUSED_BODY_LINGER_BYTES = 1024 * 1024;

type Linger = { ms: number; bytes: number };

/**
 * An error answer to a request whose body is still arriving (a body over the limit, known from Content-Length
 * or counted as it streams) goes out at once, then the connection lingers: it stops taking requests, keeps
 * reading and discarding what the client was still sending for a little while, and then closes.
 *
 * Answering and closing at once lets the kernel reset the connection while the client is still sending, and a
 * reset can discard the answer before the client reads it (1 in 20 with an 8 MiB body through fetch). Waiting
 * for the whole body before answering kept a client that paused mid-body waiting for its 413 until
 * REQUEST_TIMEOUT, and read up to 64 MiB from one that did not. Lingering is what nginx and Apache do: the
 * client reads its answer, and the server never reads more than `linger.bytes` nor waits more than `linger.ms`.
 */
export function registerRefusedBodyLinger(app: FastifyInstance, linger: Linger = defaultLinger()) {
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode < 400 || isBodyOver(request.raw)) return;
    // `Connection: close` makes Node destroy the socket right after the answer (the reset above); the
    // connection is closed below instead, once the client has had time to read the answer.
    reply.removeHeader('connection');
    reply.raw.once('finish', () => lingerThenClose(request.raw, linger));
  });
}

function defaultLinger(): Linger {
  return { ms: REFUSED_BODY_LINGER_MS, bytes: REFUSED_BODY_LINGER_BYTES };
}

/** True once nothing more of the request's body can arrive. */
function isBodyOver(request: IncomingMessage) {
  // `complete`: the whole body reached the server (read or not).
  return request.complete || request.readableEnded || request.destroyed;
}

/**
 * Half-closes the connection (no further request on it: the client sees the end of the stream after the
 * answer), keeps discarding the rest of the body, and destroys the socket when the body ends, `linger.bytes`
 * more were read, or `linger.ms` have passed.
 */
function lingerThenClose(request: IncomingMessage, linger: Linger) {
  const socket = request.socket;
  // `app.inject` requests have no network connection to linger on.
  if (!(socket instanceof Socket) || socket.destroyed) return;
  const readBefore = socket.bytesRead;
  const close = () => {
    clearTimeout(timer);
    socket.off('data', count);
    request.off('end', close);
    if (!socket.destroyed) socket.destroy();
  };
  const count = () => {
    if (socket.bytesRead - readBefore > linger.bytes) close();
  };
  const timer = setTimeout(close, linger.ms);
  timer.unref();
  socket.on('data', count);
  request.once('end', close);
  socket.once('close', close);
  socket.end();
  // A multipart parser may still be attached: the rest of the body is thrown away, not parsed.
  request.unpipe();
  request.resume();
  if (isBodyOver(request)) close();
}
