import { describe, expect, it } from 'vitest';
import { decimalInputSchema, positiveDecimalField } from './common.ts';

describe('decimalInputSchema', () => {
  it('keeps decimal strings exactly, without going through a float', () => {
    expect(decimalInputSchema.parse('0.1000000001')).toBe('0.1000000001');
    expect(decimalInputSchema.parse(' 50000 ')).toBe('50000');
  });

  it('turns numbers into plain decimal strings, never exponents', () => {
    expect(decimalInputSchema.parse(1.5)).toBe('1.5');
    expect(decimalInputSchema.parse(0.0000001)).toBe('0.0000001');
    expect(decimalInputSchema.parse(42)).toBe('42');
  });

  it('accepts a decimal comma', () => {
    expect(decimalInputSchema.parse('1,25')).toBe('1.25');
  });

  it('refuses what is not a decimal', () => {
    for (const bad of ['abc', '', '1e5', 'NaN', '1.2.3', Number.POSITIVE_INFINITY]) {
      expect(decimalInputSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('positiveDecimalField', () => {
  const positive = positiveDecimalField();
  const messagesOf = (value: unknown) =>
    positive.safeParse(value).error?.issues.map((issue) => issue.message);

  it('accepts decimals above zero only', () => {
    expect(positive.parse('0.0000000001')).toBe('0.0000000001');
    expect(messagesOf('0')).toEqual(['Doit être supérieur à 0.']);
    expect(messagesOf(-3)).toEqual(['Doit être supérieur à 0.']);
  });

  it('gives what is not a decimal one message, not a second one about its sign', () => {
    expect(messagesOf('beaucoup')).toEqual(['Nombre décimal invalide.']);
    expect(messagesOf('')).toEqual(['Ce champ est obligatoire.']);
  });
});
