import { and, count, eq, gt, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginFailures, refreshTokens, users } from '../../db/schema/index.ts';

export type NewRefreshToken = { userId: number; family: string; tokenHash: string; expiresAt: Date };

/** Refresh-token state and failed logins: both in the database so any server process can answer. */
export function createAuthRepository(db: Db) {
  // Run before every authenticated request: built once, a named statement on node-postgres (docs/budgets.md).
  const sessionUser = db
    .select({
      id: users.id,
      username: users.username,
      isStaff: users.isStaff,
      isActive: users.isActive,
      tradesVersion: users.tradesVersion,
      isSessionOpen: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.family} = ${sql.placeholder('family')} and ${refreshTokens.revokedAt} is null)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_session_user');

  return {
    /** The bearer's account (with its trades stamp) and whether its session (refresh family) is open. */
    async findSessionUser(userId: number, family: string) {
      const [row] = await sessionUser.execute({ userId, family });
      return row;
    },

    async insertRefreshToken(token: NewRefreshToken): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** Marks the token used only if nobody did first: false means it was already spent (reuse). */
    async markRefreshTokenUsed(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeFamily(family: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
    },

    /** Every session of the user, or every one but `keepFamily`. */
    async revokeUserFamilies(userId: number, at: Date, keepFamily?: string): Promise<void> {
      const scope = keepFamily === undefined ? undefined : ne(refreshTokens.family, keepFamily);
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), scope));
    },

    async deleteExpiredRefreshTokens(before: Date): Promise<void> {
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, before));
    },

    async recordLoginFailure(username: string, ip: string): Promise<void> {
      await db.insert(loginFailures).values({ username, ip });
    },

    /** Failures since `since` for this username and for this IP, with the oldest of each (epoch seconds). */
    async countLoginFailures(username: string, ip: string, since: Date) {
      const forUsername = sql`${loginFailures.username} = ${username}`;
      const forIp = sql`${loginFailures.ip} = ${ip}`;
      const oldest = (condition: SQL) =>
        sql<
          number | null
        >`extract(epoch from min(case when ${condition} then ${loginFailures.failedAt} end))`.mapWith(
          (value) => (value === null ? null : Number(value)),
        );
      const [row] = await db
        .select({
          byUsername: count(sql`case when ${forUsername} then 1 end`),
          byIp: count(sql`case when ${forIp} then 1 end`),
          oldestByUsername: oldest(forUsername),
          oldestByIp: oldest(forIp),
        })
        .from(loginFailures)
        .where(and(gt(loginFailures.failedAt, since), or(forUsername, forIp)));
      return row ?? { byUsername: 0, byIp: 0, oldestByUsername: null, oldestByIp: null };
    },

    async clearLoginFailures(username: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.username, username));
    },

    async deleteLoginFailuresBefore(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
