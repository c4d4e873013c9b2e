import { describe, expect, it } from 'vitest';
import { isPositiveDecimalText, normaliseDecimalText } from './decimal-text.ts';

describe('backtest numbers normalised on blur (SPEC §5)', () => {
  it('writes at least 2 decimals', () => {
    expect(normaliseDecimalText('100')).toBe('100.00');
    expect(normaliseDecimalText('1.5')).toBe('1.50');
    expect(normaliseDecimalText(' 1,5 ')).toBe('1.50');
    expect(normaliseDecimalText('.5')).toBe('0.50');
    expect(normaliseDecimalText('007.10')).toBe('7.10');
  });

  it('keeps the digits of a precise price instead of rounding it away', () => {
    expect(normaliseDecimalText('1.08345')).toBe('1.08345');
    expect(normaliseDecimalText('0.00001234')).toBe('0.00001234');
    expect(normaliseDecimalText('2.50000000')).toBe('2.50');
  });

  it('leaves anything that is not a positive decimal as typed, for validation to point at', () => {
    for (const typed of ['', 'abc', '-3', '1.2.3', '1e5']) expect(normaliseDecimalText(typed)).toBe(typed);
  });

  it('accepts only prices and quantities strictly above 0', () => {
    expect(isPositiveDecimalText('0.00000001')).toBe(true);
    expect(isPositiveDecimalText('1,25')).toBe(true);
    for (const refused of ['', '0', '0.00', '-1', 'abc', '.'])
      expect(isPositiveDecimalText(refused)).toBe(false);
  });
});
