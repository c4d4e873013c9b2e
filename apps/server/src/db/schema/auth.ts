import { bigint, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Refresh tokens are opaque; only their SHA-256 is stored. A family is one login session: every rotation
 * stays in it, and presenting an already used token revokes the whole family (docs/security.md).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: uuid('family').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.family),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/** Failed logins, kept in the database so throttling holds across server processes (README.md, docs/security.md). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased, whether or not such a user exists. */
    username: varchar('username', { length: 150 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_username_idx').on(table.username, table.failedAt),
    index('login_failures_ip_idx').on(table.ip, table.failedAt),
  ],
);
