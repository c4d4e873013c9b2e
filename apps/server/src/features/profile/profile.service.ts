import { EMPTY_ASSETS, type Profile, type ProfileAssets, type ProfilePatch } from '@carnet/contract';
import type { ProfileRepository } from './profile.repository.ts';

/** SPEC §2 Profile: asset names per asset type; the theme is stored by the browser, not here. */
export function createProfileService(profiles: ProfileRepository) {
  async function get(userId: number): Promise<Profile> {
    const stored = await profiles.findAssets(userId);
    // Profiles saved before FUTURES and CFD existed (DESIGN §10) hold no list for them: they read back empty.
    return { assets: { ...EMPTY_ASSETS, ...stored } };
  }

  return {
    get,

    /** Asset types absent from the patch keep their list; names arrive normalised by the contract. */
    async update(userId: number, patch: ProfilePatch): Promise<Profile> {
      const current = await get(userId);
      const assets: ProfileAssets = {
        CRYPTO: patch.assets.CRYPTO ?? current.assets.CRYPTO,
        FOREX: patch.assets.FOREX ?? current.assets.FOREX,
        STOCK: patch.assets.STOCK ?? current.assets.STOCK,
        FUTURES: patch.assets.FUTURES ?? current.assets.FUTURES,
        CFD: patch.assets.CFD ?? current.assets.CFD,
      };
      await profiles.saveAssets(userId, assets);
      return { assets };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
