import { describe, expect, it } from 'vitest';
import { readFractionalPrice } from './price-fractions.ts';

describe('readFractionalPrice: 32nds and their parts in every notation, exactly', () => {
  it.each([
    // 32nds with the CME's `'`, Bloomberg's `-`, the `^` some platforms write
    ["110'16", '110.5'],
    ['110-16', '110.5'],
    ['110^16', '110.5'],
    ['110’16', '110.5'],
    ["110'00", '110'],
    ["109'31", '109.96875'],
    ['110^04', '110.125'],
    // halves of a 32nd (ZN's and TN's 64th): a third digit 5, a `+`, or written out
    ["110'045", '110.140625'],
    ["110'04.5", '110.140625'],
    ['110-04+', '110.140625'],
    ["110'16+", '110.515625'],
    // quarters (ZF) and eighths (ZT) of a 32nd, CME's truncated last digit
    ["110'162", '110.5078125'],
    ["110'167", '110.5234375'],
    ["109'101", '109.31640625'],
    ["109'103", '109.32421875'],
    ["109'106", '109.33203125'],
    ["109'108", '109.33984375'],
    ["110'04.25", '110.1328125'],
    ["110'04.75", '110.1484375'],
    // NinjaTrader support's own examples: ZT 109'102 = 109.3203125, ZF 117'195 = 117.609375
    ["109'102", '109.3203125'],
    ["117'195", '117.609375'],
    // written out with its denominator
    ['110 4.5/32', '110.140625'],
    ['110-9/64', '110.140625'],
  ])('%s is %s', (raw, price) => {
    expect(readFractionalPrice(raw)).toEqual({ ok: true, price });
  });

  it('reads with the contract’s notation: Tradovate’s space, 64ths, grains in eighths of a cent', () => {
    // FORMATS.md: `110 045` with _priceFormat 5, _priceFormatType 1, _tickSize 0.015625 is 110 + 4.5/32
    expect(readFractionalPrice('110 045', 'HALF_THIRTY_SECONDS')).toEqual({ ok: true, price: '110.140625' });
    expect(readFractionalPrice('110 04', 'THIRTY_SECONDS')).toEqual({ ok: true, price: '110.125' });
    expect(readFractionalPrice('110 162', 'QUARTER_THIRTY_SECONDS')).toEqual({
      ok: true,
      price: '110.5078125',
    });
    expect(readFractionalPrice("110'09", 'SIXTY_FOURTHS')).toEqual({ ok: true, price: '110.140625' });
    expect(readFractionalPrice("450'2", 'EIGHTHS')).toEqual({ ok: true, price: '450.25' });
    expect(readFractionalPrice("450'6", 'EIGHTHS')).toEqual({ ok: true, price: '450.75' });
  });

  it.each([
    ['6117.75', undefined],
    ['110.140625', undefined],
    ["6'000.25", undefined],
    ["1'234'567", undefined],
    ['-41.25', undefined],
    ['1 234.50', undefined],
    ['110 045', undefined],
  ])('%s is no fraction without a notation: read it as a decimal', (raw, notation) => {
    expect(readFractionalPrice(raw, notation)).toBeNull();
  });

  it('a DECIMAL notation reads as none: decimals are decimals, a fraction’s shape stays a fraction', () => {
    expect(readFractionalPrice("6'000", 'DECIMAL')).toEqual({ ok: true, price: '6' });
    expect(readFractionalPrice('6117.75', 'DECIMAL')).toBeNull();
    expect(readFractionalPrice("6'117.75", 'DECIMAL')).toBeNull();
    expect(readFractionalPrice("110'165", 'DECIMAL')).toEqual({ ok: true, price: '110.515625' });
    expect(readFractionalPrice("110'164", 'DECIMAL')).toEqual({ ok: false, error: 'MALFORMED_FRACTION' });
    expect(readFractionalPrice('110 045', 'DECIMAL')).toBeNull();
    expect(readFractionalPrice('110.140625', 'HALF_THIRTY_SECONDS')).toBeNull();
  });

  it.each([
    ["110'164", 'MALFORMED_FRACTION'],
    ["110'1", 'MALFORMED_FRACTION'],
    ["110'16++", 'MALFORMED_FRACTION'],
    ["'16", 'MALFORMED_FRACTION'],
    ["110'04.3", 'MALFORMED_FRACTION'],
    ["110'169", 'MALFORMED_FRACTION'],
    ['110-1', 'MALFORMED_FRACTION'],
    ["110'32", 'FRACTION_OUT_OF_RANGE'],
    ["110'32+", 'FRACTION_OUT_OF_RANGE'],
    ["450'1/4", 'MALFORMED_FRACTION'],
    ['110 33/32', 'FRACTION_OUT_OF_RANGE'],
  ])('%s is refused: %s', (raw, error) => {
    expect(readFractionalPrice(raw)).toEqual({ ok: false, error });
  });

  it('refuses with a notation what it does not write', () => {
    expect(readFractionalPrice('110 0455', 'HALF_THIRTY_SECONDS')).toEqual({
      ok: false,
      error: 'MALFORMED_FRACTION',
    });
    expect(readFractionalPrice("450'25", 'EIGHTHS')).toEqual({ ok: false, error: 'MALFORMED_FRACTION' });
    expect(readFractionalPrice("450'8", 'EIGHTHS')).toEqual({ ok: false, error: 'FRACTION_OUT_OF_RANGE' });
    expect(readFractionalPrice("110'64", 'SIXTY_FOURTHS')).toEqual({
      ok: false,
      error: 'FRACTION_OUT_OF_RANGE',
    });
  });

  it('reads Tradovate’s fraction whose space a French spreadsheet took for a thousands separator', () => {
    // `110 045` re-saved as `110045`: with the row's fractional format, 110 + 4.5/32 = 110.140625 still; `117 31`
    // as `11731` or, grouped again, `11 731`: 117 + 31/32 = 117.96875; `450 2` as `4502` in eighths: 450.25.
    // Without a notation, a number.
    expect(readFractionalPrice('110045', 'HALF_THIRTY_SECONDS')).toEqual({ ok: true, price: '110.140625' });
    expect(readFractionalPrice('11731', 'THIRTY_SECONDS')).toEqual({ ok: true, price: '117.96875' });
    expect(readFractionalPrice('11\u00a0731', 'THIRTY_SECONDS')).toEqual({ ok: true, price: '117.96875' });
    expect(readFractionalPrice('110\u00a0045', 'HALF_THIRTY_SECONDS')).toEqual({
      ok: true,
      price: '110.140625',
    });
    expect(readFractionalPrice('4502', 'EIGHTHS')).toEqual({ ok: true, price: '450.25' });
    expect(readFractionalPrice('110045', undefined)).toBeNull();
    expect(readFractionalPrice('110045', 'DECIMAL')).toBeNull();
    // Too short to hold the whole and the fraction: refused, never a guess.
    expect(readFractionalPrice('045', 'HALF_THIRTY_SECONDS')).toEqual({
      ok: false,
      error: 'MALFORMED_FRACTION',
    });
  });
});
