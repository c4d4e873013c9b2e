import { FIELD_MESSAGES } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimalText, frenchText, isPositiveDecimalText, numberText } from './form-text.ts';

describe('decimals as a French trader types them (docs/ui.md#numbers)', () => {
  it('reads the French writing and the dot, as the API does', () => {
    expect(decimalText('10 000,50')).toBe('10000.5');
    expect(decimalText('1\u202f234\u00a0567,8')).toBe('1234567.8');
    expect(decimalText(' 1.5 ')).toBe('1.5');
    expect(decimalText('1,0850')).toBe('1.085');
    expect(decimalText('')).toBe('');
  });

  it('keeps what it cannot read as typed, for the contract rule to word why', () => {
    expect(decimalText(' 1,085.5 ')).toBe('1,085.5');
  });

  it('accepts only prices and quantities strictly above 0 (docs/rules/trades.md#validation)', () => {
    for (const accepted of ['0.00000001', '1,25', ',5', '1 000'])
      expect(isPositiveDecimalText(accepted)).toBe(true);
    for (const refused of ['', '0', '0,00', '-1', 'abc', '.', '1e5', '1,2,3', '1.085,5'])
      expect(isPositiveDecimalText(refused)).toBe(false);
  });

  it('words each refusal in French', () => {
    const rule = numberText(z.number());
    const messageOf = (text: string) => rule.safeParse(text).error?.issues[0]?.message;
    expect(rule.parse('0,5')).toBe(0.5);
    expect(messageOf('1,085.5')).toBe(FIELD_MESSAGES.ambiguousNumber);
    expect(messageOf('abc')).toBe(FIELD_MESSAGES.invalidNumber);
  });
});

describe('what a number field shows once left', () => {
  it('writes what it read the French way, every digit kept', () => {
    expect(frenchText('1085.5')).toBe('1\u202f085,5');
    expect(frenchText('1,0850')).toBe('1,085');
    expect(frenchText('-3.5')).toBe('-3,5');
    expect(frenchText('3000,50')).toBe('3\u202f000,5');
  });

  it('writes at least 2 decimals where the form asks (docs/rules/trades.md#validation)', () => {
    expect(frenchText('100', 2)).toBe('100,00');
    expect(frenchText('1.5', 2)).toBe('1,50');
    expect(frenchText('007.10', 2)).toBe('7,10');
    expect(frenchText('1.08345', 2)).toBe('1,08345');
  });

  it('leaves anything it cannot read as typed, for validation to point at', () => {
    for (const typed of ['', 'abc', '1.2.3', '1e5', '1,085.5']) expect(frenchText(typed, 2)).toBe(typed);
  });
});
