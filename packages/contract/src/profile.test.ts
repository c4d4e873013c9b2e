import { describe, expect, it } from 'vitest';
import { ASSET_TYPE_LABELS, ASSET_TYPES } from './enums.ts';
import { EMPTY_ASSETS, profilePatchSchema, profileSchema } from './profile.ts';
import { tradeCreateSchema } from './trades.ts';

describe('profile assets', () => {
  it('trims, drops empty names and de-duplicates case-insensitively, keeping the first spelling', () => {
    const patch = profilePatchSchema.parse({
      assets: { CRYPTO: [' BTCUSDT', 'btcusdt', '', '  ', 'ETHUSDT '] },
    });
    expect(patch.assets.CRYPTO).toEqual(['BTCUSDT', 'ETHUSDT']);
  });

  it('has one list per asset type, FUTURES and CFD included (docs/rules/trades.md)', () => {
    expect(Object.keys(EMPTY_ASSETS)).toEqual([...ASSET_TYPES]);
    const patch = profilePatchSchema.parse({ assets: { FUTURES: ['ES', ' es', 'GC'], CFD: ['NAS100 '] } });
    expect(patch.assets).toEqual({ FUTURES: ['ES', 'GC'], CFD: ['NAS100'] });
    expect(profileSchema.safeParse({ assets: { CRYPTO: [], FOREX: [], STOCK: [] } }).success).toBe(false);
  });

  it('names FUTURES « Futures » and CFD « CFD / indices », and a trade may be either', () => {
    expect(ASSET_TYPES).toEqual(['CRYPTO', 'FOREX', 'STOCK', 'FUTURES', 'CFD']);
    expect(ASSET_TYPE_LABELS.FUTURES).toBe('Futures');
    expect(ASSET_TYPE_LABELS.CFD).toBe('CFD / indices');
    for (const assetType of ['FUTURES', 'CFD']) {
      const parsed = tradeCreateSchema.safeParse({
        asset_type: assetType,
        asset_name: 'ES',
        entry_price: '5200',
        stop_loss_price: '5190',
        quantity: '1',
        entry_date: '2026-11-16T14:00:00Z',
        capital_account: 1,
      });
      expect(parsed.success, assetType).toBe(true);
    }
    expect(tradeCreateSchema.shape.asset_type.safeParse('OPTION').success).toBe(false);
  });

  it('refuses an over-long asset name with a French message', () => {
    const result = profilePatchSchema.safeParse({ assets: { FOREX: ['X'.repeat(41)] } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('40 caractères au maximum par actif.');
  });
});
