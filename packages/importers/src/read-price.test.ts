import { describe, expect, it } from 'vitest';
import { COMMA_DECIMALS } from './read-decimal.ts';
import { readPrice } from './read-price.ts';

describe('readPrice', () => {
  it.each([
    // 32nds (ZB's tick), with the CME's `'` or `-`
    ["110'16", '110.5'],
    ['110-16', '110.5'],
    ["110'00", '110'],
    ["109'31", '109.96875'],
    // NinjaTrader's three digits: 0 and the quarters of a 32nd (ZN's and ZB's 64th is the half)
    ["109'120", '109.375'],
    ["110'165", '110.515625'],
    ['110-165', '110.515625'],
    // NinjaTrader support's own examples: ZT 109'102 = 109.3203125, ZF 117'195 = 117.609375
    ["109'102", '109.3203125'],
    ["117'195", '117.609375'],
    ["110'167", '110.5234375'],
    // a `+` for the half 32nd
    ["110'16+", '110.515625'],
    ['110-16+', '110.515625'],
  ])('reads the 32nds price %s as %s exactly', (raw, expected) => {
    expect(readPrice(raw)).toBe(expected);
  });

  it('reads decimal prices as readDecimal does, thousands separators included', () => {
    expect(readPrice('6117.75')).toBe('6117.75');
    expect(readPrice("6'000.25")).toBe('6000.25');
    expect(readPrice('2650,10', COMMA_DECIMALS)).toBe('2650.1');
    expect(readPrice(' 110.515625 ')).toBe('110.515625');
  });

  it.each(["110'32", "110'164", "110'1", "110'16++", "'16", 'abc', '', undefined])('refuses %s', (raw) => {
    expect(readPrice(raw)).toBeNull();
  });
});
