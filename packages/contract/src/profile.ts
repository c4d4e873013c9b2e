import { z } from 'zod';
import { textField } from './common.ts';
import type { AssetType } from './enums.ts';

export const ASSET_NAME_MAX_LENGTH = 40;
export const ASSETS_PER_TYPE_MAX = 200;

/** Asset names are trimmed, de-duplicated (case-insensitively, first spelling kept) and empty ones dropped. */
const assetListSchema = z
  .array(textField().max(ASSET_NAME_MAX_LENGTH, `${ASSET_NAME_MAX_LENGTH} caractères au maximum par actif.`))
  .transform(normaliseAssetNames)
  .refine((names) => names.length <= ASSETS_PER_TYPE_MAX, {
    message: `${ASSETS_PER_TYPE_MAX} actifs au maximum par type.`,
  });

export function normaliseAssetNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toUpperCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept;
}

/** One list per asset type; a profile stored before a type existed reads back with an empty list for it. */
export const profileAssetsSchema = z.object({
  CRYPTO: assetListSchema,
  FOREX: assetListSchema,
  STOCK: assetListSchema,
  FUTURES: assetListSchema,
  CFD: assetListSchema,
} satisfies Record<AssetType, typeof assetListSchema>);
export type ProfileAssets = z.infer<typeof profileAssetsSchema>;

export const profileSchema = z.object({ assets: profileAssetsSchema });
export type Profile = z.infer<typeof profileSchema>;

/** PATCH /api/v1/profile/: any subset of the asset types. */
export const profilePatchSchema = z.object({ assets: profileAssetsSchema.partial() });
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

export const EMPTY_ASSETS: ProfileAssets = { CRYPTO: [], FOREX: [], STOCK: [], FUTURES: [], CFD: [] };
