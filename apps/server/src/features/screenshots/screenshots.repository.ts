import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ScreenshotRow, ScreenshotsTable } from '../../db/schema/index.ts';
import type { StoredMedia } from '../../media/index.ts';

export type ScreenshotChanges = Partial<Pick<ScreenshotRow, 'caption' | 'kind' | 'position'>>;

/** Queries on one screenshot table (configuration_screenshots, trade_screenshots…); parents are pre-checked. */
export function createScreenshotsRepository(db: Db, table: ScreenshotsTable) {
  const inParent = (parentId: number, id: number) => and(eq(table.parentId, parentId), eq(table.id, id));

  async function findInParent(parentId: number, id: number): Promise<ScreenshotRow | undefined> {
    const [row] = await db.select().from(table).where(inParent(parentId, id));
    return row;
  }

  return {
    findInParent,

    listOfParents(parentIds: readonly number[]): Promise<ScreenshotRow[]> {
      if (parentIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(table)
        .where(inArray(table.parentId, [...parentIds]))
        .orderBy(asc(table.parentId), asc(table.position), asc(table.id));
    },

    /**
     * One statement, so all rows or none: positions continue after the parent's last one, in upload order.
     */
    insertAfterLast(
      ownerId: number,
      parentId: number,
      media: readonly StoredMedia[],
    ): Promise<ScreenshotRow[]> {
      const lastPosition = sql<number>`(select coalesce(max(${table.position}), -1) from ${table} where ${table.parentId} = ${parentId})`;
      return db
        .insert(table)
        .values(
          media.map((stored, index) => ({
            parentId,
            userId: ownerId,
            mediaKey: stored.key,
            thumbnailKey: stored.thumbnailKey,
            contentType: stored.contentType,
            bytes: stored.bytes,
            width: stored.width,
            height: stored.height,
            position: sql<number>`${lastPosition} + ${index + 1}`,
          })),
        )
        .returning();
    },

    async update(
      parentId: number,
      id: number,
      changes: ScreenshotChanges,
    ): Promise<ScreenshotRow | undefined> {
      if (Object.keys(changes).length === 0) return findInParent(parentId, id);
      const [row] = await db.update(table).set(changes).where(inParent(parentId, id)).returning();
      return row;
    },

    async delete(parentId: number, id: number): Promise<ScreenshotRow | undefined> {
      const [row] = await db.delete(table).where(inParent(parentId, id)).returning();
      return row;
    },
  };
}

export type ScreenshotsRepository = ReturnType<typeof createScreenshotsRepository>;
