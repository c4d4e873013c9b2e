import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, type CurrentUser, type TokenPair } from '@carnet/contract';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../../http/errors.ts';
import { spendPasswordCheckTime, verifyPassword } from '../users/passwords.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { generateRefreshToken, hashRefreshToken } from './refresh-tokens.ts';

/**
 * Who is calling, as the auth guard puts it on `request.user`. `tradesVersion` is the stamp of the caller's trades
 * (users.trades_version) read with the account at the start of the request, before any query of the route: an
 * answer computed from trades read afterwards is at least as new as that stamp.
 */
export type AuthenticatedUser = {
  id: number;
  username: string;
  isStaff: boolean;
  sessionFamily: string;
  tradesVersion: number;
};

type Dependencies = {
  users: UsersService;
  repository: AuthRepository;
  accessTokens: AccessTokens;
  throttle: LoginThrottle;
  refreshTtlSeconds: number;
  now?: () => Date;
};

const invalidCredentials = () => new HttpError(401, { detail: AUTH_MESSAGES.invalidCredentials });
const tokenNotValid = () => unauthorized('token_not_valid');
const userDisabled = () => unauthorized('token_not_valid', AUTH_MESSAGES.userDisabled);

/** docs/security.md: login, rotating single-use refresh tokens with reuse detection, logout, password change. */
export function createAuthService({
  users,
  repository,
  accessTokens,
  throttle,
  refreshTtlSeconds,
  now = () => new Date(),
}: Dependencies) {
  async function issueTokens(userId: number, family: string): Promise<TokenPair> {
    const refresh = generateRefreshToken();
    const expiresAt = new Date(now().getTime() + refreshTtlSeconds * 1000);
    await repository.insertRefreshToken({ userId, family, tokenHash: hashRefreshToken(refresh), expiresAt });
    return { access: await accessTokens.sign({ userId, sessionFamily: family }), refresh };
  }

  return {
    async login(username: string, password: string, ip: string): Promise<TokenPair> {
      const throttleKey = username.toLowerCase();
      const retryAfter = await throttle.retryAfterSeconds(throttleKey, ip);
      if (retryAfter !== null) throw tooManyRequests(retryAfter, AUTH_MESSAGES.throttled);
      const user = await users.findByUsername(username);
      const isPasswordRight = user
        ? await verifyPassword(user.passwordHash, password)
        : await spendPasswordCheckTime(password).then(() => false);
      if (!user || !isPasswordRight) {
        await throttle.recordFailure(throttleKey, ip);
        throw invalidCredentials();
      }
      if (!user.isActive) throw new HttpError(401, { detail: AUTH_MESSAGES.userDisabled });
      await throttle.recordSuccess(throttleKey);
      await users.recordLogin(user.id, now());
      await repository.deleteExpiredRefreshTokens(now());
      return issueTokens(user.id, randomUUID());
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const at = now();
      const token = await repository.findRefreshToken(hashRefreshToken(refreshToken));
      if (!token || token.revokedAt !== null || token.expiresAt <= at) throw tokenNotValid();
      // A spent token presented again means it was copied: end the whole session (theft detection).
      if (token.usedAt !== null || !(await repository.markRefreshTokenUsed(token.id, at))) {
        await repository.revokeFamily(token.family, at);
        throw tokenNotValid();
      }
      const user = await users.findById(token.userId);
      if (!user?.isActive) {
        await repository.revokeFamily(token.family, at);
        throw userDisabled();
      }
      return issueTokens(user.id, token.family);
    },

    async logout(refreshToken: string): Promise<void> {
      const token = await repository.findRefreshToken(hashRefreshToken(refreshToken));
      if (!token) throw tokenNotValid();
      await repository.revokeFamily(token.family, now());
    },

    /** The bearer token's user: 401 unless the token is ours, unexpired, its session open and the user active. */
    async authenticate(accessToken: string): Promise<AuthenticatedUser> {
      const claims = await accessTokens.verify(accessToken);
      if (!claims) throw tokenNotValid();
      const user = await repository.findSessionUser(claims.userId, claims.sessionFamily);
      if (!user?.isSessionOpen) throw tokenNotValid();
      if (!user.isActive) throw userDisabled();
      return {
        id: user.id,
        username: user.username,
        isStaff: user.isStaff,
        sessionFamily: claims.sessionFamily,
        tradesVersion: user.tradesVersion,
      };
    },

    async currentUser(caller: AuthenticatedUser): Promise<CurrentUser> {
      const user = await users.findById(caller.id);
      if (!user) throw tokenNotValid();
      return { id: user.id, username: user.username, email: user.email, is_staff: user.isStaff };
    },

    /** Other sessions end; the caller's own stays signed in. */
    async changePassword(
      caller: AuthenticatedUser,
      currentPassword: string,
      newPassword: string,
    ): Promise<void> {
      const user = await users.findById(caller.id);
      if (!user) throw tokenNotValid();
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw badRequest({ current_password: [AUTH_MESSAGES.wrongCurrentPassword] });
      }
      await users.replacePassword(user.id, newPassword);
      await repository.revokeUserFamilies(user.id, now(), caller.sessionFamily);
    },

    revokeAllSessions: (userId: number) => repository.revokeUserFamilies(userId, now()),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
