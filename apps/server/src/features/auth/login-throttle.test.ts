import { AUTH_MESSAGES } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../../test/build-test-app.ts';
import { LOGIN_THROTTLE } from './login-throttle.ts';

const t = useTestApp();

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: { username, password }, remoteAddress });

async function failTimes(count: number, username: (attempt: number) => string, ip: string) {
  for (let attempt = 0; attempt < count; attempt += 1) {
    expect((await login(username(attempt), 'mauvais', ip)).statusCode).toBe(401);
  }
}

describe('login throttling (10 failures in 15 minutes)', () => {
  it('locks a username out, even with the right password and from another address', async () => {
    await t.createUser('mathis');
    await failTimes(LOGIN_THROTTLE.maxFailures, () => 'mathis', '10.1.0.1');
    const locked = await login('mathis', TEST_PASSWORD, '10.1.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: AUTH_MESSAGES.throttled });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOGIN_THROTTLE.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.windowSeconds);
    // Other accounts are unaffected.
    await t.createUser('nina');
    expect((await login('nina', TEST_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('locks an address out across usernames', async () => {
    await t.createUser('oscar');
    await failTimes(LOGIN_THROTTLE.maxFailures, (attempt) => `inconnu${attempt}`, '10.2.0.1');
    expect((await login('oscar', TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login('oscar', TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('forgets a username’s failures after a successful login', async () => {
    await t.createUser('paula');
    await failTimes(LOGIN_THROTTLE.maxFailures - 1, () => 'paula', '10.3.0.1');
    expect((await login('paula', TEST_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
    await failTimes(LOGIN_THROTTLE.maxFailures - 1, () => 'paula', '10.3.0.3');
    expect((await login('paula', TEST_PASSWORD, '10.3.0.4')).statusCode).toBe(200);
  });
});
