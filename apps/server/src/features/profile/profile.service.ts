import {
  ASSET_TYPES,
  ASSETS_PER_TYPE_MAX,
  type AssetType,
  EMPTY_ASSETS,
  normaliseAssetNames,
  type Profile,
  type ProfileAssets,
  type ProfilePatch,
} from '@carnet/contract';
import type { ProfileRepository } from './profile.repository.ts';

/** docs/ui.md Profile: asset names per asset type; the theme is stored by the browser, not here. */
export function createProfileService(profiles: ProfileRepository) {
  async function get(userId: number): Promise<Profile> {
    const stored = await profiles.findAssets(userId);
    // Profiles saved before FUTURES and CFD existed (docs/rules/trades.md) hold no list for them: they read back empty.
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

    /**
     * docs/rules/imports.md: the asset names of imported trades join the profile's lists (after the names already there,
     * case-insensitively once, up to the per-type limit).
     */
    async addAssetNames(userId: number, names: ReadonlyMap<AssetType, readonly string[]>): Promise<void> {
      const current = (await get(userId)).assets;
      const assets: ProfileAssets = { ...current };
      let changed = false;
      for (const type of ASSET_TYPES) {
        const merged = normaliseAssetNames([...current[type], ...(names.get(type) ?? [])]).slice(
          0,
          Math.max(ASSETS_PER_TYPE_MAX, current[type].length),
        );
        if (merged.length !== current[type].length) changed = true;
        assets[type] = merged;
      }
      if (changed) await profiles.saveAssets(userId, assets);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
