import { type AddressInfo, connect, type Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { HTTP_MESSAGES } from './errors.ts';
import { REFUSED_BODY_LINGER_BYTES } from './refused-body-linger.ts';

// A refused body is answered as soon as the refusal is known, then the connection lingers a little and closes:
// src/http/refused-body-linger.ts. The JSON limit is 1 MiB (app.ts).
const JSON_LIMIT_BYTES = 1024 * 1024;
const t = useTestApp();
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

const TOO_LARGE = `{"detail":"${HTTP_MESSAGES.payloadTooLarge}"}`;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

type Exchange = { answer: string; sentBeforeAnswer: number; sentInAll: number };

/** Opens a raw connection, writes `head`, then hands the socket to `send`; settles when the server closes. */
function exchange(head: string, send: (socket: Socket, sent: () => number) => void): Promise<Exchange> {
  return new Promise((settled) => {
    let answer = '';
    let sent = 0;
    let sentBeforeAnswer = -1;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      send(socket, () => sent);
    });
    const write = socket.write.bind(socket);
    socket.write = ((chunk: Buffer | string, ...rest: never[]) => {
      if (typeof chunk !== 'string') sent += chunk.length;
      return write(chunk, ...rest);
    }) as typeof socket.write;
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => {
      if (sentBeforeAnswer < 0) sentBeforeAnswer = sent;
      answer += text;
    });
    socket.on('error', () => {});
    socket.on('close', () => settled({ answer, sentBeforeAnswer, sentInAll: sent }));
  });
}

/** Writes chunks as fast as the connection takes them until `total` bytes or the connection ends. */
function keepSending(socket: Socket, total: number, encode: (chunk: Buffer) => Buffer = (chunk) => chunk) {
  let written = 0;
  const next = () => {
    while (written < total && !socket.destroyed && socket.writable) {
      written += CHUNK.length;
      if (!socket.write(encode(CHUNK))) return void socket.once('drain', next);
    }
  };
  next();
}

const chunked = (chunk: Buffer) =>
  Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);

describe('a JSON body over the limit', () => {
  it('stated by Content-Length is answered while the client still holds the rest back', async () => {
    // 4 MB announced, 64 KiB sent, then the client waits: the 413 must come without the rest.
    const { answer, sentBeforeAnswer, sentInAll } = await exchange(
      'POST /auth/jwt/create/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000000\r\n\r\n',
      (socket) => socket.write(CHUNK),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.endsWith(TOO_LARGE)).toBe(true);
    expect(sentBeforeAnswer).toBe(CHUNK.length);
    expect(sentInAll).toBe(CHUNK.length);
  });

  it('sent chunked is answered once it crosses the limit, and the connection closes soon after', async () => {
    // 50 MB offered in chunks: the server reads a little past 1 MiB, answers, and lingers for at most 1 MiB more.
    const { answer, sentBeforeAnswer, sentInAll } = await exchange(
      'POST /auth/jwt/create/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      (socket) => keepSending(socket, 50_000_000, chunked),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.endsWith(TOO_LARGE)).toBe(true);
    // What the kernels buffer between the two ends (a few MiB on loopback) is sent without being read.
    const buffered = 8 * 1024 * 1024;
    expect(sentBeforeAnswer).toBeGreaterThan(JSON_LIMIT_BYTES);
    expect(sentBeforeAnswer).toBeLessThan(JSON_LIMIT_BYTES + buffered);
    expect(sentInAll).toBeLessThan(JSON_LIMIT_BYTES + REFUSED_BODY_LINGER_BYTES + 2 * buffered);
  });

  it('takes no further request on that connection', async () => {
    const body = Buffer.alloc(JSON_LIMIT_BYTES + 1, 'a');
    const { answer } = await exchange(
      `POST /auth/jwt/create/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      (socket) => {
        socket.write(body);
        socket.write('GET /api/v1/tags/ HTTP/1.1\r\nHost: x\r\n\r\n');
      },
    );
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });
});
