import { describe, expect, it } from 'vitest';
import { COMMA_DECIMALS } from './read-decimal.ts';
import { readPrice } from './read-price.ts';

// The fractions themselves are the domain's (packages/domain/src/instruments/price-fractions.test.ts): here, how a
// reader's price falls back to the file's own decimals.
describe('readPrice', () => {
  it.each([
    ["110'16", '110.5'],
    ["109'120", '109.375'],
    ["110'165", '110.515625'],
    ['110-16+', '110.515625'],
  ])('reads the 32nds price %s as %s exactly', (raw, expected) => {
    expect(readPrice(raw)).toBe(expected);
  });

  it('reads decimal prices as readDecimal does, thousands separators included', () => {
    expect(readPrice('6117.75')).toBe('6117.75');
    expect(readPrice("6'000.25")).toBe('6000.25');
    expect(readPrice('2650,10', COMMA_DECIMALS)).toBe('2650.1');
    expect(readPrice(' 110.515625 ')).toBe('110.515625');
    expect(readPrice('1 234.50')).toBe('1234.5');
  });

  it('reads a price in the row’s own notation: Tradovate’s 110 045, a decimal contract’s decimals', () => {
    expect(readPrice('110 045', undefined, 'HALF_THIRTY_SECONDS')).toBe('110.140625');
    expect(readPrice('6 117.75', undefined, 'DECIMAL')).toBe('6117.75');
    expect(readPrice("110'164", undefined, 'DECIMAL')).toBeNull();
  });

  it.each(["110'32", "110'164", "110'1", "110'16++", "'16", 'abc', '', undefined])('refuses %s', (raw) => {
    expect(readPrice(raw)).toBeNull();
  });
});
