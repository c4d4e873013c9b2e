import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createAccessTokens } from './features/auth/access-tokens.ts';
import { createAuthRepository } from './features/auth/auth.repository.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createAuthGuard } from './features/auth/auth-guard.ts';
import { createLoginThrottle } from './features/auth/login-throttle.ts';
import { createProfileRepository } from './features/profile/profile.repository.ts';
import { createProfileService } from './features/profile/profile.service.ts';
import { createUsersRepository } from './features/users/users.repository.ts';
import { createUsersService } from './features/users/users.service.ts';

export type TokenSettings = Pick<Config, 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'> & {
  jwtSecret: string;
};

/** Accounts only: what the command line needs (no tokens, no HTTP). */
export function createAccountServices(db: Db) {
  const authRepository = createAuthRepository(db);
  const usersService = createUsersService(createUsersRepository(db), {
    revokeAllSessions: (userId) => authRepository.revokeUserFamilies(userId, new Date()),
  });
  return { authRepository, usersService };
}

/** The composition root: every service wired explicitly from the database handle and the settings. */
export function createServices(db: Db, settings: TokenSettings) {
  const { authRepository, usersService } = createAccountServices(db);
  const authService = createAuthService({
    users: usersService,
    repository: authRepository,
    accessTokens: createAccessTokens(settings.jwtSecret, settings.accessTokenTtlSeconds),
    throttle: createLoginThrottle(authRepository),
    refreshTtlSeconds: settings.refreshTokenTtlSeconds,
  });
  return {
    usersService,
    authService,
    authGuard: createAuthGuard(authService),
    profileService: createProfileService(createProfileRepository(db)),
  };
}

export type Services = ReturnType<typeof createServices>;
