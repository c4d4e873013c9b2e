import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { trackRequestActivity } from './request-activity.ts';

describe('trackRequestActivity', () => {
  let finishRequest = () => {};
  const server = createServer((_request, response) => {
    finishRequest = () => response.end('ok');
  });
  let now = 0;
  const activity = trackRequestActivity(server, () => now);
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`),
    ),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is quiet before any request, busy while one runs, quiet a minute after the last one started', async () => {
    expect(activity.isQuietFor(60_000)).toBe(true);
    const url = await listening;
    now = 1_000;
    const answer = fetch(url);
    await expect.poll(() => activity.isQuietFor(0)).toBe(false);
    now = 1_000_000; // a request that runs long keeps the server busy however late it is
    expect(activity.isQuietFor(60_000)).toBe(false);
    finishRequest();
    expect(await (await answer).text()).toBe('ok');
    await expect.poll(() => activity.isQuietFor(0)).toBe(true);
    now = 1_000 + 59_999;
    expect(activity.isQuietFor(60_000)).toBe(false);
    now = 1_000 + 60_000;
    expect(activity.isQuietFor(60_000)).toBe(true);
  });
});
