import { describe, expect, it } from 'vitest';
import { COMMA_DECIMALS, readDecimal } from './read-decimal.ts';

describe('readDecimal', () => {
  it.each([
    ['1 234.50', '1234.5'],
    ['10 104.73', '10104.73'],
    ['1,234.5', '1234.5'],
    ['$(41.25)', '-41.25'],
    ['(41.25)', '-41.25'],
    ['-0.00', '0'],
    ['+7', '7'],
    ['$1,000', '1000'],
    ['1.50 USD', '1.5'],
    ['12.', '12'],
    ['.5', '0.5'],
  ])('reads %s with a decimal point as %s', (raw, expected) => {
    expect(readDecimal(raw)).toBe(expected);
  });

  it.each([
    ['39,30 $', '39.3'],
    ['1.234,5', '1234.5'],
    ['1 234,56 €', '1234.56'],
    ['-0,75', '-0.75'],
  ])('reads %s with a decimal comma as %s', (raw, expected) => {
    expect(readDecimal(raw, COMMA_DECIMALS)).toBe(expected);
  });

  it.each(['', 'abc', '1.2.3', '--1', '1e5', 'NaN', '12 34 x', null, undefined])('refuses %s', (raw) => {
    expect(readDecimal(raw)).toBeNull();
  });
});
