import type { Server } from 'node:http';

/** Whether the server is idle: no request running, and none started in the last `ms` milliseconds. */
export type RequestActivity = { isQuietFor(ms: number): boolean };

/**
 * Watches the HTTP server's requests, so background work that holds the embedded database (the daily backup)
 * can wait until nobody is using the app. `clock` is monotonic milliseconds.
 */
export function trackRequestActivity(
  server: Server,
  clock: () => number = () => performance.now(),
): RequestActivity {
  let running = 0;
  let lastStart = Number.NEGATIVE_INFINITY;
  server.on('request', (_request, response) => {
    running += 1;
    lastStart = clock();
    response.once('close', () => {
      running -= 1;
    });
  });
  return { isQuietFor: (ms) => running === 0 && clock() - lastStart >= ms };
}
