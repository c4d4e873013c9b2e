import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDecimal, parseDecimal, toDecimalString } from './decimal.ts';

describe('normalizeDecimal', () => {
  it('trims a numeric column’s padding as decimal.js would', () => {
    expect(normalizeDecimal('3.50000000')).toBe('3.5');
    expect(normalizeDecimal('-0.00000000')).toBe('0');
    expect(normalizeDecimal('50000.00000000')).toBe('50000');
    expect(normalizeDecimal('-12.5')).toBe('-12.5');
    expect(normalizeDecimal('007.10')).toBe('7.1');
    expect(normalizeDecimal('abc')).toBeNull();
  });

  it('gives the canonical string of decimal.js for any plain decimal, padded or not', () => {
    const digits = (max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: max });
    const decimal = fc
      .tuple(fc.constantFrom('', '-'), digits(12), digits(10), fc.nat(8))
      .filter(([, whole]) => whole !== '')
      .map(([sign, whole, fraction, zeros]) => `${sign}${whole}.${fraction}${'0'.repeat(zeros)}`);
    fc.assert(
      fc.property(decimal, (text) => {
        const parsed = parseDecimal(text);
        expect(normalizeDecimal(text)).toBe(parsed === null ? null : toDecimalString(parsed));
      }),
      { numRuns: 2_000 },
    );
  });

  it('gives the canonical string of decimal.js for any finite number, exponent forms included', () => {
    expect(normalizeDecimal(-0)).toBe('0');
    expect(normalizeDecimal(1e-7)).toBe('0.0000001');
    expect(normalizeDecimal(1.5)).toBe('1.5');
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const parsed = parseDecimal(value);
        expect(normalizeDecimal(value)).toBe(parsed === null ? null : toDecimalString(parsed));
      }),
      { numRuns: 2_000 },
    );
  });
});
