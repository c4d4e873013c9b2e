import { describe, expect, it } from 'vitest';
import { decimalText, isPositiveDecimalText, withTwoDecimalsAtLeast } from './form-text.ts';

describe('decimals as a French trader types them', () => {
  it('reads spaces as nothing and the decimal comma as a point', () => {
    expect(decimalText('10 000,50')).toBe('10000.50');
    expect(decimalText('1\u202f234\u00a0567,8')).toBe('1234567.8');
    expect(decimalText(' 1.5 ')).toBe('1.5');
  });

  it('accepts only prices and quantities strictly above 0 (docs/rules/trades.md#validation)', () => {
    for (const accepted of ['0.00000001', '1,25', '.5', '1 000'])
      expect(isPositiveDecimalText(accepted)).toBe(true);
    for (const refused of ['', '0', '0.00', '-1', 'abc', '.', '1e5', '1,2,3'])
      expect(isPositiveDecimalText(refused)).toBe(false);
  });
});

describe('backtest numbers normalised on blur (docs/rules/trades.md#validation)', () => {
  it('writes at least 2 decimals', () => {
    expect(withTwoDecimalsAtLeast('100')).toBe('100.00');
    expect(withTwoDecimalsAtLeast('1.5')).toBe('1.50');
    expect(withTwoDecimalsAtLeast(' 1,5 ')).toBe('1.50');
    expect(withTwoDecimalsAtLeast('.5')).toBe('0.50');
    expect(withTwoDecimalsAtLeast('007.10')).toBe('7.10');
  });

  it('keeps the digits of a precise price instead of rounding it away', () => {
    expect(withTwoDecimalsAtLeast('1.08345')).toBe('1.08345');
    expect(withTwoDecimalsAtLeast('0.00001234')).toBe('0.00001234');
    expect(withTwoDecimalsAtLeast('2.50000000')).toBe('2.50');
  });

  it('leaves anything that is not a plain decimal as typed, for validation to point at', () => {
    for (const typed of ['', 'abc', '-3', '1.2.3', '1e5']) expect(withTwoDecimalsAtLeast(typed)).toBe(typed);
  });
});
