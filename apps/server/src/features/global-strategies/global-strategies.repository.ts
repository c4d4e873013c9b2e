import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { configurations, type GlobalStrategyRow, globalStrategies } from '../../db/schema/index.ts';

export type GlobalStrategyValues = Pick<GlobalStrategyRow, 'name' | 'description' | 'active'>;

export function createGlobalStrategiesRepository(db: Db) {
  const owned = (userId: number, id: number) =>
    and(eq(globalStrategies.userId, userId), eq(globalStrategies.id, id));

  async function findOwned(userId: number, id: number): Promise<GlobalStrategyRow | undefined> {
    const [row] = await db.select().from(globalStrategies).where(owned(userId, id));
    return row;
  }

  return {
    findOwned,

    list(userId: number): Promise<GlobalStrategyRow[]> {
      return db
        .select()
        .from(globalStrategies)
        .where(eq(globalStrategies.userId, userId))
        .orderBy(asc(sql`lower(${globalStrategies.name})`), asc(globalStrategies.id));
    },

    async insert(userId: number, values: GlobalStrategyValues): Promise<GlobalStrategyRow> {
      const [row] = await db
        .insert(globalStrategies)
        .values({ userId, ...values })
        .returning();
      if (row === undefined) throw new Error('insert into global_strategies returned no row');
      return row;
    },

    async update(
      userId: number,
      id: number,
      values: GlobalStrategyValues,
    ): Promise<GlobalStrategyRow | undefined> {
      const [row] = await db
        .update(globalStrategies)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning();
      return row;
    },

    /**
     * Deletes the strategy unless a configuration uses it, check and delete in one statement (a configuration
     * inserted meanwhile is stopped by its foreign key).
     */
    async deleteUnused(userId: number, id: number): Promise<'deleted' | 'in_use' | 'missing'> {
      const inUse = sql`exists (select 1 from ${configurations} where ${configurations.parentStrategyId} = ${globalStrategies.id})`;
      const [deleted] = await db
        .delete(globalStrategies)
        .where(and(owned(userId, id), sql`not ${inUse}`))
        .returning({ id: globalStrategies.id });
      if (deleted !== undefined) return 'deleted';
      return (await findOwned(userId, id)) === undefined ? 'missing' : 'in_use';
    },
  };
}

export type GlobalStrategiesRepository = ReturnType<typeof createGlobalStrategiesRepository>;
