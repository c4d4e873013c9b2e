import { describe, expect, it } from 'vitest';
import type { ParsedFile, ParsedTrade } from './parsed-file.ts';
import { type BuiltTrade, reconcileImport } from './reconcile-import.ts';

// An MNQ long of 2 contracts, 20000 → 20010.25: 10.25 points × 2 × 2 USD = 41 USD gross from the prices.
const mnqLong: ParsedTrade = {
  line: 2,
  externalId: 'a',
  assetName: 'MNQ JUN25',
  assetType: 'FUTURES',
  direction: 'LONG',
  quantity: '2',
  entryPrice: '20000',
  entryTime: '2025-05-01T10:00:00',
  stopLossPrice: null,
  takeProfitPrice: null,
  exits: [{ price: '20010.25', quantity: '2', time: '2025-05-01T10:05:00' }],
  fees: '1.24',
  swap: '0',
  netPnl: '39.76',
  statedGross: '41',
  fillKeys: ['f1', 'f2'],
};

// The same trade from a file that states no gross of its own: no price check.
const { statedGross: _, ...mnqWithoutGross } = mnqLong;

const fileOf = (stated: ParsedFile['stated'], errors = 0): ParsedFile => ({
  platform: 'NINJATRADER_TRADES',
  trades: [],
  errors: Array.from({ length: errors }, (_, index) => ({ line: 10 + index, message: 'x' })),
  stated,
  timeZoneHint: null,
});

const built = (parsed: ParsedTrade, net: string | null = parsed.netPnl): BuiltTrade => ({ parsed, net });

describe('reconcileImport', () => {
  it('is ok when the rows, the stated total, the prices and the fills all agree', () => {
    const result = reconcileImport(fileOf({ rowPnlSum: '39.76', netTotal: '39.76', fillCount: 3 }, 1), [
      built(mnqLong),
    ]);
    expect(result).toEqual({
      ok: true,
      checks: [
        expect.objectContaining({
          key: 'ROW_PNL_SUM',
          file_value: '39.76',
          carnet_value: '39.76',
          difference: '0',
        }),
        expect.objectContaining({
          key: 'STATED_TOTAL',
          label: 'Total indiqué par le fichier',
          difference: '0',
        }),
        {
          key: 'PRICE_CHECK',
          label: 'Contrôle par les prix',
          file_value: '41',
          carnet_value: '41',
          difference: '0',
          trades: [],
        },
        // 2 fills used + 1 reported as an error = the 3 the file lists.
        expect.objectContaining({ key: 'FILLS', file_value: '3', carnet_value: '3', difference: '0' }),
      ],
    });
  });

  it('says by how much a stated total disagrees with the trades, to the cent', () => {
    const result = reconcileImport(fileOf({ netTotal: '39.78' }), [built(mnqWithoutGross)]);
    expect(result.ok).toBe(false);
    expect(result.checks).toEqual([
      expect.objectContaining({
        key: 'STATED_TOTAL',
        file_value: '39.78',
        carnet_value: '39.76',
        difference: '-0.02',
      }),
    ]);
  });

  it('counts and lists the trades whose stated gross is more than one minor unit from their prices', () => {
    // 41.01 is one cent off: tolerated; 41.02 is not.
    const withinACent = { ...mnqLong, line: 3, statedGross: '41.01' };
    const offByTwo = { ...mnqLong, line: 4, statedGross: '41.02' };
    const result = reconcileImport(fileOf({}), [built(withinACent), built(offByTwo)]);
    expect(result.ok).toBe(false);
    expect(result.checks).toEqual([
      {
        key: 'PRICE_CHECK',
        label: 'Contrôle par les prix',
        file_value: '82.03',
        carnet_value: '82',
        difference: '1',
        trades: [{ line: 4, asset_name: 'MNQ JUN25', file_value: '41.02', carnet_value: '41' }],
      },
    ]);
  });

  it('leaves out what the file does not give: no stated figure, no gross, no known contract, open trades', () => {
    const unknownRoot = { ...mnqLong, assetName: 'XYZ JUN25' };
    const result = reconcileImport(fileOf({}), [
      built(mnqWithoutGross),
      built(unknownRoot),
      built(mnqLong, null),
    ]);
    expect(result).toEqual({ ok: true, checks: [] });
  });

  it('finds fills lost between the file and the trades', () => {
    const result = reconcileImport(fileOf({ fillCount: 4 }), [built(mnqWithoutGross)]);
    expect(result.checks).toEqual([
      expect.objectContaining({ key: 'FILLS', file_value: '4', carnet_value: '2', difference: '-2' }),
    ]);
    expect(result.ok).toBe(false);
  });
});
