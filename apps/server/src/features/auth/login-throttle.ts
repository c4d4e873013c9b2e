import type { AuthRepository } from './auth.repository.ts';

/** docs/security.md: 10 failed logins in 15 minutes, per username and per IP, lock that username or IP out. */
export const LOGIN_THROTTLE = { maxFailures: 10, windowSeconds: 15 * 60 } as const;

export function createLoginThrottle(repository: AuthRepository, now: () => Date = () => new Date()) {
  return {
    /** Seconds until a login may be attempted again for this username and IP, or null when allowed. */
    async retryAfterSeconds(username: string, ip: string): Promise<number | null> {
      const nowSeconds = now().getTime() / 1000;
      const since = new Date((nowSeconds - LOGIN_THROTTLE.windowSeconds) * 1000);
      const failures = await repository.countLoginFailures(username, ip, since);
      const waits: number[] = [];
      // Failures are not recorded while locked out, so the oldest one leaving the window lifts the lock.
      if (failures.byUsername >= LOGIN_THROTTLE.maxFailures && failures.oldestByUsername !== null) {
        waits.push(failures.oldestByUsername + LOGIN_THROTTLE.windowSeconds - nowSeconds);
      }
      if (failures.byIp >= LOGIN_THROTTLE.maxFailures && failures.oldestByIp !== null) {
        waits.push(failures.oldestByIp + LOGIN_THROTTLE.windowSeconds - nowSeconds);
      }
      return waits.length === 0 ? null : Math.max(1, Math.ceil(Math.max(...waits)));
    },

    async recordFailure(username: string, ip: string): Promise<void> {
      await repository.recordLoginFailure(username, ip);
      await repository.deleteLoginFailuresBefore(
        new Date(now().getTime() - LOGIN_THROTTLE.windowSeconds * 1000),
      );
    },

    async recordSuccess(username: string): Promise<void> {
      await repository.clearLoginFailures(username);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
