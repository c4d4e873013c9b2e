import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type JournalTemplateRow, journalTemplates } from '../../db/schema/index.ts';

export type JournalTemplateValues = Pick<JournalTemplateRow, 'name' | 'kind' | 'text'>;

/** Journal templates (docs/rules/journal.md#templates), each user's own. */
export function createJournalTemplatesRepository(db: Db) {
  const owned = (userId: number, id: number) =>
    and(eq(journalTemplates.userId, userId), eq(journalTemplates.id, id));

  return {
    async findOwned(userId: number, id: number): Promise<JournalTemplateRow | undefined> {
      const [row] = await db.select().from(journalTemplates).where(owned(userId, id));
      return row;
    },

    list(userId: number): Promise<JournalTemplateRow[]> {
      return db
        .select()
        .from(journalTemplates)
        .where(eq(journalTemplates.userId, userId))
        .orderBy(asc(journalTemplates.kind), asc(journalTemplates.name), asc(journalTemplates.id));
    },

    async insert(userId: number, values: JournalTemplateValues): Promise<JournalTemplateRow> {
      const [row] = await db
        .insert(journalTemplates)
        .values({ userId, ...values })
        .returning();
      if (row === undefined) throw new Error('insert into journal_templates returned no row');
      return row;
    },

    async update(userId: number, id: number, values: JournalTemplateValues) {
      const [row] = await db
        .update(journalTemplates)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning();
      return row;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(journalTemplates)
        .where(owned(userId, id))
        .returning({ id: journalTemplates.id });
      return deleted.length > 0;
    },
  };
}

export type JournalTemplatesRepository = ReturnType<typeof createJournalTemplatesRepository>;
