import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeDateToEpochMs, rToUnits } from './fast-parse.ts';

describe('hand-parsed R values', () => {
  it('reads numeric strings exactly, rounding past 4 decimals half away from zero', () => {
    expect(rToUnits('-1.2500')).toBe(-12_500);
    expect(rToUnits('2')).toBe(20_000);
    expect(rToUnits('+0.00005')).toBe(1);
    expect(rToUnits('-0.00005')).toBe(-1);
    expect(rToUnits('0.00004')).toBe(0);
    expect(rToUnits('.5')).toBe(5_000);
    expect(rToUnits(-0.83335)).toBe(-8_334);
    expect(rToUnits('1e2')).toBe(1_000_000);
    for (const bad of ['', ' ', '-', '.', 'abc', '1.2.3']) expect(rToUnits(bad)).toBeNaN();
  });

  it('agrees with Number for any 4-decimal R', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (units) => {
        expect(rToUnits((units / 10_000).toFixed(4))).toBe(units);
        expect(rToUnits(units / 10_000)).toBe(units);
      }),
    );
  });
});

describe('hand-parsed close dates', () => {
  it('agrees with Date.parse on canonical UTC strings', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }), (at) => {
        const iso = new Date(at).toISOString();
        expect(closeDateToEpochMs(iso)).toBe(at);
        expect(closeDateToEpochMs(iso.replace(/\.\d{3}Z$/, 'Z'))).toBe(Math.floor(at / 1000) * 1000);
      }),
    );
  });

  it('falls back to the careful parser for anything else', () => {
    expect(closeDateToEpochMs('2026-03-01T10:00:00+01:00')).toBe(Date.UTC(2026, 2, 1, 9));
    expect(closeDateToEpochMs('2026-02-30T10:00:00Z')).toBeNull();
    expect(closeDateToEpochMs('2026-02-28T24:00:00Z')).toBeNull();
    expect(closeDateToEpochMs(new Date(Date.UTC(2026, 0, 1)))).toBe(Date.UTC(2026, 0, 1));
  });
});
