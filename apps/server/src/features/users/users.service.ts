import { type AdminUser, FIELD_MESSAGES } from '@carnet/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { isoDateTime, isoDateTimeOrNull } from '../../http/serialize.ts';
import { generatePassword, hashPassword } from './passwords.ts';
import type { UsersRepository } from './users.repository.ts';

export const USER_MESSAGES = {
  usernameTaken: 'Un utilisateur avec ce nom existe déjà.',
  cannotDisableSelf: FIELD_MESSAGES.cannotDisableSelf,
  cannotRemoveOwnStaff: "Vous ne pouvez pas retirer vos propres droits d'administration.",
} as const;

export const INITIAL_ADMIN_USERNAME = 'admin';

/** Ends every login session of a user (implemented by the auth feature's refresh tokens). */
export type SessionRevoker = { revokeAllSessions(userId: number): Promise<void> };

/** What the start-up check of the first administrator found or did. */
export type InitialAdminOutcome =
  | { kind: 'staff_exists' }
  | { kind: 'created'; password: string }
  /** No staff account, and `admin` is taken by an account without staff rights: left as it is. */
  | { kind: 'admin_not_staff' };

export type CreateUserInput = { username: string; email: string; password: string; isStaff: boolean };
export type UpdateUserInput = { email?: string; isActive?: boolean; isStaff?: boolean };

/** Accounts: created by an administrator (API or CLI), never by self sign-up (docs/ui.md). */
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
     * At every start (README.md): while no staff account exists, a staff `admin` with the given or a random
     * password — also when `carnet user create` made other accounts before the first start, else nobody could
     * open the Administration page. The demo account never counts. An existing `admin` without
     * staff rights is never changed: the caller says how to create an administrator instead.
     */
    async ensureInitialAdmin(configuredPassword: string | null): Promise<InitialAdminOutcome> {
      if (await users.hasStaffAccount()) return { kind: 'staff_exists' };
      const password = configuredPassword ?? generatePassword();
      const row = await users.insert({
        username: INITIAL_ADMIN_USERNAME,
        email: '',
        passwordHash: await hashPassword(password),
        isStaff: true,
      });
      if (row) return { kind: 'created', password };
      // Taken by an account of its own, or by another server process creating it at the same moment.
      const existing = await users.findByUsername(INITIAL_ADMIN_USERNAME);
      return existing?.isStaff ? { kind: 'staff_exists' } : { kind: 'admin_not_staff' };
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
