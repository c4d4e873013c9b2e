import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hasSqlState } from '../../db/run-transaction.ts';
import { type ImportTemplateRow, importTemplates } from '../../db/schema/index.ts';

export type ImportTemplateValues = Pick<
  ImportTemplateRow,
  'name' | 'delimiter' | 'decimalSeparator' | 'dateFormat' | 'timeZone' | 'columns'
>;

/** PostgreSQL's unique_violation: here, the index on (user_id, lower(name)). */
const UNIQUE_VIOLATION = new Set(['23505']);

/** A write refused because the user already has a template of that name (the unique index said so). */
export const DUPLICATE_NAME = 'duplicate_name';

export function createImportTemplatesRepository(db: Db) {
  const owned = (userId: number, id: number) =>
    and(eq(importTemplates.userId, userId), eq(importTemplates.id, id));

  /** Runs a write; a name taken by another of the user's templates answers DUPLICATE_NAME. */
  async function unlessNameTaken<T>(write: () => Promise<T>): Promise<T | typeof DUPLICATE_NAME> {
    try {
      return await write();
    } catch (error) {
      if (hasSqlState(error, UNIQUE_VIOLATION)) return DUPLICATE_NAME;
      throw error;
    }
  }

  return {
    async findOwned(userId: number, id: number): Promise<ImportTemplateRow | undefined> {
      const [row] = await db.select().from(importTemplates).where(owned(userId, id));
      return row;
    },

    list(userId: number): Promise<ImportTemplateRow[]> {
      return db
        .select()
        .from(importTemplates)
        .where(eq(importTemplates.userId, userId))
        .orderBy(asc(sql`lower(${importTemplates.name})`), asc(importTemplates.id));
    },

    insert: (userId: number, values: ImportTemplateValues) =>
      unlessNameTaken(async () => {
        const [row] = await db
          .insert(importTemplates)
          .values({ userId, ...values })
          .returning();
        if (row === undefined) throw new Error('insert into import_templates returned no row');
        return row;
      }),

    update: (userId: number, id: number, values: ImportTemplateValues) =>
      unlessNameTaken(async () => {
        const [row] = await db
          .update(importTemplates)
          .set({ ...values, updatedAt: new Date() })
          .where(owned(userId, id))
          .returning();
        return row;
      }),

    async delete(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(importTemplates)
        .where(owned(userId, id))
        .returning({ id: importTemplates.id });
      return deleted.length > 0;
    },
  };
}

export type ImportTemplatesRepository = ReturnType<typeof createImportTemplatesRepository>;
