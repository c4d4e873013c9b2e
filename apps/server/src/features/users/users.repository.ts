import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type UserRow, users } from '../../db/schema/index.ts';

export type NewUser = { username: string; email: string; passwordHash: string; isStaff: boolean };
export type UserChanges = Partial<
  Pick<UserRow, 'email' | 'isActive' | 'isStaff' | 'passwordHash' | 'lastLogin'>
>;

export function createUsersRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Usernames match regardless of case (the unique index is on lower(username)). */
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(asc(users.username));
    },

    /** Whether a staff account exists, active or not; the demo account never counts. */
    async hasStaffAccount(): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isStaff, true), eq(users.isDemo, false)))
        .limit(1);
      return row !== undefined;
    },

    /** Returns undefined when the username is taken (case-insensitively). */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },

    /** Applies the defined changes; with none (a PATCH of `{}`), the row as it is — drizzle refuses an empty set. */
    async update(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      if (Object.values(changes).every((value) => value === undefined)) return this.findById(id);
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
