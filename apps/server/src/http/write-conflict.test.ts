import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { raiseSqlState } from '../../test/raise-sql-state.ts';
import { runTransaction, TRANSACTION_ATTEMPTS } from '../db/run-transaction.ts';
import { HTTP_MESSAGES } from './errors.ts';

let t: TestApp;
let attempts = 0;

beforeAll(async () => {
  t = await buildTestApp();
  // Probe routes, registered before the app is ready: a transaction that always deadlocks, a lone statement that
  // does (no transaction of ours around it: the handler alone must answer).
  t.app.post('/api/v1/probe/always-deadlocked/', () =>
    runTransaction(t.db, (tx) => {
      attempts++;
      return raiseSqlState(tx, '40P01');
    }),
  );
  t.app.post('/api/v1/probe/serialization-failure/', () => raiseSqlState(t.db, '40001'));
});

afterAll(async () => {
  await t.close();
});

describe('a write conflict that outlives the retries', () => {
  it('is a 409 with a French detail, never a 500, once every attempt failed', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/probe/always-deadlocked/' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: HTTP_MESSAGES.writeConflict });
    expect(HTTP_MESSAGES.writeConflict).toBe('Conflit d’écriture simultanée : réessayez.');
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
  });

  it('is a 409 outside a transaction too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/probe/serialization-failure/' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: HTTP_MESSAGES.writeConflict });
  });
});
