import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createAccessTokens } from './features/auth/access-tokens.ts';
import { createAuthRepository } from './features/auth/auth.repository.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createAuthGuard } from './features/auth/auth-guard.ts';
import { createLoginThrottle } from './features/auth/login-throttle.ts';
import { createBacktestGoalsRepository } from './features/backtest-goals/backtest-goals.repository.ts';
import { createBacktestGoalsService } from './features/backtest-goals/backtest-goals.service.ts';
import { createBacktestsRepository } from './features/backtests/backtests.repository.ts';
import { createBacktestsService } from './features/backtests/backtests.service.ts';
import { createBacktestsCsvService } from './features/backtests/backtests-csv.service.ts';
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
    ...createBacktestServices(db),
  };
}

/** Backtest sessions, their CSV codec, goals and time logs (issue 7). */
function createBacktestServices(db: Db) {
  const backtestsRepository = createBacktestsRepository(db);
  return {
    backtestsService: createBacktestsService(backtestsRepository),
    backtestsCsvService: createBacktestsCsvService(backtestsRepository),
    /** Also read by the dashboard: `backtestGoalsService.findActiveGoal(userId)` for its active-goal card. */
    backtestGoalsService: createBacktestGoalsService(createBacktestGoalsRepository(db)),
  };
}

export type Services = ReturnType<typeof createServices>;
