import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDecimal } from '../decimal.ts';
import { readFrenchNumber, writeFrenchNumber } from './french-number.ts';

// Any decimal: a sign, up to 12 integer digits, up to 8 decimals.
const decimals = fc.record({
  negative: fc.boolean(),
  integer: fc.bigInt({ min: 0n, max: 999_999_999_999n }),
  fraction: fc.stringMatching(/^\d{0,8}$/),
});
type Written = { negative: boolean; integer: bigint; fraction: string };

const canonical = ({ negative, integer, fraction }: Written) =>
  normalizeDecimal(`${negative ? '-' : ''}${integer}${fraction === '' ? '' : `.${fraction}`}`);
const grouped = (integer: bigint, separator: string) =>
  String(integer).replace(/\B(?=(\d{3})+$)/g, separator);
const written = ({ negative, integer, fraction }: Written, group: string, mark: string) =>
  `${negative ? '-' : ''}${grouped(integer, group)}${fraction === '' ? '' : `${mark}${fraction}`}`;

describe('readFrenchNumber, for any decimal', () => {
  it('reads back its fr-FR writing (narrow no-break spaces and a decimal comma) and its dot writing', () => {
    fc.assert(
      fc.property(decimals, fc.constantFrom('', ' ', '\u00a0', '\u202f'), (number, group) => {
        const value = canonical(number);
        expect(readFrenchNumber(written(number, group, ','))).toEqual({ ok: true, value });
        expect(readFrenchNumber(written(number, group, '.'))).toEqual({ ok: true, value });
      }),
    );
  });

  it('reads what Intl writes in fr-FR for numbers a float holds exactly', () => {
    const format = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 });
    fc.assert(
      fc.property(
        fc.integer({ min: -99_999_999, max: 99_999_999 }),
        fc.integer({ min: 0, max: 9999 }),
        (whole, tenThousandths) => {
          const text = `${whole}.${String(tenThousandths).padStart(4, '0')}`;
          const reading = readFrenchNumber(format.format(Number(text)).replace('\u2212', '-'));
          expect(reading).toEqual({ ok: true, value: normalizeDecimal(Number(text).toFixed(4)) });
        },
      ),
    );
  });

  it('refuses a writing with both marks, never reading it as another number', () => {
    fc.assert(
      fc.property(decimals, fc.constantFrom(['.', ','], [',', '.']), (number, [group, mark]) => {
        fc.pre(number.integer >= 1000n && number.fraction !== '');
        expect(readFrenchNumber(written(number, group ?? '.', mark ?? ','))).toEqual({
          ok: false,
          error: 'AMBIGUOUS',
        });
      }),
    );
  });

  it('reads back exactly what writeFrenchNumber wrote, the French way', () => {
    fc.assert(
      fc.property(decimals, (number) => {
        const value = canonical(number) ?? '';
        const written = writeFrenchNumber(value);
        expect(written).not.toContain('.');
        expect(readFrenchNumber(written)).toEqual({ ok: true, value });
      }),
    );
  });

  it('never reads a string as another power of ten: what it accepts is its digits, one mark as the point', () => {
    // Any mix of digits, marks, spaces and a sign: accepted only when the digits, with the one mark read as the
    // point and the spaces dropped, are that very number.
    const typed = fc
      .array(fc.constantFrom('0', '1', '5', '9', ',', '.', ' ', '\u202f', '-'), { maxLength: 14 })
      .map((characters) => characters.join(''));
    fc.assert(
      fc.property(typed, (text) => {
        const reading = readFrenchNumber(text);
        if (!reading.ok) return;
        const plain = text
          .trim()
          .replace(/[ \u202f]/g, '')
          .replace(',', '.');
        expect(plain.match(/[.,]/g)?.length ?? 0).toBeLessThanOrEqual(1);
        expect(new Decimal(reading.value).equals(new Decimal(plain.replace(/^(-?)\./, '$10.')))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
