import type { AdminUser } from '@carnet/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { isoDateTime, isoDateTimeOrNull } from '../../http/serialize.ts';
import { generatePassword, hashPassword } from './passwords.ts';
import type { UsersRepository } from './users.repository.ts';

export const USER_MESSAGES = {
  usernameTaken: 'Un utilisateur avec ce nom existe déjà.',
  cannotDisableSelf: 'Vous ne pouvez pas désactiver votre propre compte.',
  cannotRemoveOwnStaff: "Vous ne pouvez pas retirer vos propres droits d'administration.",
} as const;

export const INITIAL_ADMIN_USERNAME = 'admin';

/** Ends every login session of a user (implemented by the auth feature's refresh tokens). */
export type SessionRevoker = { revokeAllSessions(userId: number): Promise<void> };

export type CreateUserInput = { username: string; email: string; password: string; isStaff: boolean };
export type UpdateUserInput = { email?: string; isActive?: boolean; isStaff?: boolean };

/** Accounts: created by an administrator (API or CLI), never by self sign-up (SPEC §1). */
export function createUsersService(users: UsersRepository, sessions: SessionRevoker) {
  return {
    findById: users.findById,
    findByUsername: users.findByUsername,
    recordLogin: (id: number, at: Date) => users.update(id, { lastLogin: at }),
    /** Changes the password only; the caller decides which sessions end. */
    replacePassword: async (id: number, password: string) =>
      users.update(id, { passwordHash: await hashPassword(password) }),
    list: async (): Promise<AdminUser[]> => (await users.list()).map(toAdminUser),

    async create(input: CreateUserInput): Promise<AdminUser> {
      const passwordHash = await hashPassword(input.password);
      const row = await users.insert({
        username: input.username,
        email: input.email,
        passwordHash,
        isStaff: input.isStaff,
      });
      if (!row) throw badRequest({ username: [USER_MESSAGES.usernameTaken] });
      return toAdminUser(row);
    },

    /** `actorId` is the staff member acting: they may not lock themselves out. */
    async update(id: number, changes: UpdateUserInput, actorId: number | null): Promise<AdminUser> {
      if (actorId === id && changes.isActive === false)
        throw badRequest({ is_active: [USER_MESSAGES.cannotDisableSelf] });
      if (actorId === id && changes.isStaff === false)
        throw badRequest({ is_staff: [USER_MESSAGES.cannotRemoveOwnStaff] });
      const row = await users.update(id, changes);
      if (!row) throw notFound();
      if (changes.isActive === false) await sessions.revokeAllSessions(id);
      return toAdminUser(row);
    },

    /** An administrator's reset: the user's sessions end, they log in again with the new password. */
    async setPassword(id: number, password: string): Promise<void> {
      const row = await users.update(id, { passwordHash: await hashPassword(password) });
      if (!row) throw notFound();
      await sessions.revokeAllSessions(id);
    },

    /**
     * First start on an empty database (DESIGN §3; the demo account alone leaves it empty): a staff `admin`
     * with the given or a random password.
     * Returns the password when the account was created now, else null.
     */
    async ensureInitialAdmin(configuredPassword: string | null): Promise<string | null> {
      if ((await users.countRealAccounts()) > 0) return null;
      const password = configuredPassword ?? generatePassword();
      const row = await users.insert({
        username: INITIAL_ADMIN_USERNAME,
        email: '',
        passwordHash: await hashPassword(password),
        isStaff: true,
      });
      return row ? password : null;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    is_staff: row.isStaff,
    is_active: row.isActive,
    date_joined: isoDateTime(row.dateJoined),
    last_login: isoDateTimeOrNull(row.lastLogin),
  };
}
