import { describe, expect, it } from 'vitest';
import { profilePatchSchema } from './profile.ts';

describe('profile assets', () => {
  it('trims, drops empty names and de-duplicates case-insensitively, keeping the first spelling', () => {
    const patch = profilePatchSchema.parse({
      assets: { CRYPTO: [' BTCUSDT', 'btcusdt', '', '  ', 'ETHUSDT '] },
    });
    expect(patch.assets.CRYPTO).toEqual(['BTCUSDT', 'ETHUSDT']);
  });

  it('refuses an over-long asset name with a French message', () => {
    const result = profilePatchSchema.safeParse({ assets: { FOREX: ['X'.repeat(41)] } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('40 caractères au maximum par actif.');
  });
});
