import type { ProfileAssets } from '@carnet/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { profiles } from '../../db/schema/index.ts';

export function createProfileRepository(db: Db) {
  return {
    async findAssets(userId: number): Promise<ProfileAssets | undefined> {
      const [row] = await db
        .select({ assets: profiles.assets })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row?.assets;
    },

    async saveAssets(userId: number, assets: ProfileAssets): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(profiles)
        .values({ userId, assets, updatedAt })
        .onConflictDoUpdate({ target: profiles.userId, set: { assets, updatedAt } });
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
