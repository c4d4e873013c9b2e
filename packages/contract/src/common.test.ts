import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimalInputSchema, numberField, positiveDecimalField } from './common.ts';
import { FIELD_MESSAGES } from './messages.ts';

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

  it('reads what a French trader types, as the web inputs do (docs/ui.md#numbers)', () => {
    expect(decimalInputSchema.parse('1,25')).toBe('1.25');
    expect(decimalInputSchema.parse('1,0850')).toBe('1.085');
    expect(decimalInputSchema.parse('1 085,50')).toBe('1085.5');
    expect(decimalInputSchema.parse('3\u202f000,50')).toBe('3000.5');
    expect(decimalInputSchema.parse('-3,5')).toBe('-3.5');
  });

  it('refuses what it cannot read unambiguously, never as another power of ten', () => {
    for (const ambiguous of ['1.085,5', '1,085.5', '1,085,000']) {
      expect(decimalInputSchema.safeParse(ambiguous).error?.issues.map((issue) => issue.message)).toEqual([
        FIELD_MESSAGES.ambiguousNumber,
      ]);
    }
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

describe('numberField: a percent, a weight or a count, as a number or as French text', () => {
  const percent = numberField(
    z.number().min(0, FIELD_MESSAGES.percentRange).max(100, FIELD_MESSAGES.percentRange),
  );
  const messagesOf = (value: unknown) => percent.safeParse(value).error?.issues.map((issue) => issue.message);

  it('reads 0,5 and 0.5 and 0.5 as the same number', () => {
    expect([percent.parse('0,5'), percent.parse('0.5'), percent.parse(0.5)]).toEqual([0.5, 0.5, 0.5]);
  });

  it('judges the number read, and words what is none', () => {
    expect(messagesOf('150')).toEqual([FIELD_MESSAGES.percentRange]);
    expect(messagesOf('1,5.0')).toEqual([FIELD_MESSAGES.ambiguousNumber]);
    expect(messagesOf('un')).toEqual([FIELD_MESSAGES.invalidNumber]);
    expect(messagesOf(true)).toEqual([FIELD_MESSAGES.invalidNumber]);
  });
});
