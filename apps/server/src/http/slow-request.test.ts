import { type AddressInfo, connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';

// One second instead of 60: the rule is the same, the test short.
const t = useTestApp({ requestTimeoutSeconds: 1 });
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

type Exchange = { answer: string; closedAfterMs: number | null };

/**
 * Sends the headers of a 100,000-byte JSON body, then one byte every 100 ms for at most `dribbleMs`, and
 * reports what came back and when the server closed the connection (null: still open at the end).
 */
function dribble(dribbleMs: number): Promise<Exchange> {
  return new Promise((settled) => {
    const started = performance.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /auth/jwt/create/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100000\r\n\r\n{"username":"',
      );
    });
    const ticker = setInterval(() => {
      if (!socket.destroyed) socket.write('a');
    }, 100);
    const end = (closedAfterMs: number | null) => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      settled({ answer, closedAfterMs });
    };
    const giveUp = setTimeout(() => end(null), dribbleMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => end(performance.now() - started));
  });
}

describe('a request body sent slowly (connections held > 120 s)', () => {
  it('is cut off with a 408 once REQUEST_TIMEOUT has passed', async () => {
    const { answer, closedAfterMs } = await dribble(8_000);
    expect(closedAfterMs, 'the server never closed the connection').not.toBeNull();
    // The timeout (1 s) plus at most Node's check interval (a quarter of it), with room for a loaded machine.
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.endsWith('\r\n\r\n{"detail":"Requête trop lente : délai dépassé."}')).toBe(true);
  });

  it('headers too large or bytes that are no HTTP are answered in French too', async () => {
    const exchange = (request: string) =>
      new Promise<string>((settled) => {
        let answer = '';
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('error', () => {});
        socket.on('close', () => settled(answer));
      });
    const huge = await exchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toContain('{"detail":"En-têtes de la requête trop volumineux."}');
    const garbage = await exchange('\u0000\u0001 pas du HTTP\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage).toContain('{"detail":"Requête HTTP mal formée."}');
  });

  it('lets a request that ends in time through', async () => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/auth/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'personne', password: 'mauvais-mot-de-passe' }),
    });
    expect(response.status).toBe(401);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
