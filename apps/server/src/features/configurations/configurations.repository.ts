import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { runTransaction } from '../../db/run-transaction.ts';
import {
  type ConfigurationRow,
  type ConfigurationTypeRow,
  configurationScreenshots,
  configurations,
  configurationTypes,
  type ScreenshotRow,
} from '../../db/schema/index.ts';
import type { ConfigurationValues, TypesPlan } from './configuration-rules.ts';

export function createConfigurationsRepository(db: Db) {
  const owned = (userId: number, id: number) =>
    and(eq(configurations.userId, userId), eq(configurations.id, id));
  // Read by every evaluate of the trade form's live checklist: built once, a named statement on node-postgres.
  const ownedQuery = db
    .select()
    .from(configurations)
    .where(
      and(eq(configurations.userId, sql.placeholder('userId')), eq(configurations.id, sql.placeholder('id'))),
    )
    .prepare('configuration_owned');

  return {
    list(userId: number): Promise<ConfigurationRow[]> {
      return db
        .select()
        .from(configurations)
        .where(eq(configurations.userId, userId))
        .orderBy(asc(sql`lower(${configurations.name})`), asc(configurations.id));
    },

    async findOwned(userId: number, id: number): Promise<ConfigurationRow | undefined> {
      const [row] = await ownedQuery.execute({ userId, id });
      return row;
    },

    typesOf(configurationIds: readonly number[]): Promise<ConfigurationTypeRow[]> {
      if (configurationIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(configurationTypes)
        .where(inArray(configurationTypes.configurationId, [...configurationIds]))
        .orderBy(asc(configurationTypes.position), asc(configurationTypes.id));
    },

    insert(userId: number, values: ConfigurationValues, types: TypesPlan): Promise<ConfigurationRow> {
      return runTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(configurations)
          .values({ userId, ...values })
          .returning();
        if (row === undefined) throw new Error('insert into configurations returned no row');
        if (types.added.length > 0) {
          await tx
            .insert(configurationTypes)
            .values(types.added.map((type) => ({ configurationId: row.id, ...type })));
        }
        return row;
      });
    },

    /** The row and its types in one transaction; types left out of the plan are deleted. */
    update(
      userId: number,
      id: number,
      values: ConfigurationValues,
      types: TypesPlan,
    ): Promise<ConfigurationRow | undefined> {
      return runTransaction(db, async (tx) => {
        const [row] = await tx
          .update(configurations)
          .set({ ...values, updatedAt: new Date() })
          .where(owned(userId, id))
          .returning();
        if (row === undefined) return undefined;
        const keptIds = types.kept.map((type) => type.id);
        await tx
          .delete(configurationTypes)
          .where(
            and(
              eq(configurationTypes.configurationId, id),
              keptIds.length === 0 ? undefined : notInArray(configurationTypes.id, keptIds),
            ),
          );
        for (const type of types.kept) {
          await tx
            .update(configurationTypes)
            .set({ description: type.description, position: type.position })
            .where(and(eq(configurationTypes.configurationId, id), eq(configurationTypes.id, type.id)));
        }
        if (types.added.length > 0) {
          await tx
            .insert(configurationTypes)
            .values(types.added.map((type) => ({ configurationId: id, ...type })));
        }
        return row;
      });
    },

    /**
     * Deletes the configuration with its types and screenshot rows (trades keep theirs: strategy set null) and
     * returns the screenshot rows, whose files the caller removes once committed.
     */
    delete(userId: number, id: number): Promise<ScreenshotRow[] | undefined> {
      return runTransaction(db, async (tx) => {
        // FOR UPDATE: an upload racing this delete waits on its foreign key, then fails and removes its files.
        const [row] = await tx
          .select({ id: configurations.id })
          .from(configurations)
          .where(owned(userId, id))
          .for('update');
        if (row === undefined) return undefined;
        const screenshots = await tx
          .delete(configurationScreenshots)
          .where(eq(configurationScreenshots.parentId, id))
          .returning();
        await tx.delete(configurations).where(owned(userId, id));
        return screenshots;
      });
    },
  };
}

export type ConfigurationsRepository = ReturnType<typeof createConfigurationsRepository>;
