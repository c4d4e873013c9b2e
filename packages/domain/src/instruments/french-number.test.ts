import { describe, expect, it } from 'vitest';
import { readFrenchNumber } from './french-number.ts';

describe('readFrenchNumber: what a French trader types, whatever the browser’s language', () => {
  it.each([
    ['1,085', '1.085'],
    ['1.085', '1.085'],
    ['1,0850', '1.085'],
    ['1 085,50', '1085.5'],
    ['1\u00a0085,50', '1085.5'],
    ['1\u202f085,50', '1085.5'],
    ['1 085 000', '1085000'],
    ['1 085.5', '1085.5'],
    ['0,5', '0.5'],
    [',5', '0.5'],
    ['3000,50', '3000.5'],
    ['-3,5', '-3.5'],
    ['−3,5', '-3.5'],
    ['+7', '7'],
    [' 225 ', '225'],
    ['-0', '0'],
    ['007,10', '7.1'],
  ])('%j is %s', (text, value) => {
    expect(readFrenchNumber(text)).toEqual({ ok: true, value });
  });

  it.each(['1.085,5', '1,085.5', '1,085,000', '1.085.000', '1 085,50.2'])(
    '%j is ambiguous: refused',
    (text) => {
      expect(readFrenchNumber(text)).toEqual({ ok: false, error: 'AMBIGUOUS' });
    },
  );

  it.each(['abc', '1e5', '12 34', '1  085', '5,', '-', '+-5', '1,5 €', 'NaN', '0x1F'])(
    '%j is no number',
    (text) => {
      expect(readFrenchNumber(text)).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    },
  );

  it.each(['', '   '])('%j is empty', (text) => {
    expect(readFrenchNumber(text)).toEqual({ ok: false, error: 'EMPTY' });
  });
});
