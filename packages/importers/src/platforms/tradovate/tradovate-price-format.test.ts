import { describe, expect, it } from 'vitest';
import { tradovateNotation } from './tradovate-price-format.ts';

const cells = (format: string, type: string, tick: string) => (name: string) =>
  ({ _priceFormat: format, _priceFormatType: type, _tickSize: tick })[name];

describe('tradovateNotation', () => {
  it.each([
    ['-2', '0', '0.25', 'DECIMAL'],
    ['5', '1', '0.03125', 'THIRTY_SECONDS'],
    ['5', '1', '0.015625', 'HALF_THIRTY_SECONDS'],
    ['5', '1', '0.0078125', 'QUARTER_THIRTY_SECONDS'],
    ['5', '1', '0.00390625', 'EIGHTH_THIRTY_SECONDS'],
    ['5', '1', '0.0156250', 'HALF_THIRTY_SECONDS'],
    ['6', '1', '0.015625', 'SIXTY_FOURTHS'],
    ['3', '1', '0.25', 'EIGHTHS'],
  ])('_priceFormat %s, _priceFormatType %s, _tickSize %s: %s', (format, type, tick, notation) => {
    expect(tradovateNotation(cells(format, type, tick))).toBe(notation);
  });

  it('a format it does not know is null (a line error); no format at all, undefined (read by shape)', () => {
    expect(tradovateNotation(cells('5', '1', '0.1'))).toBeNull();
    expect(tradovateNotation(cells('5', '2', '0.03125'))).toBeNull();
    expect(tradovateNotation(cells('', '', ''))).toBeUndefined();
    expect(tradovateNotation(() => undefined)).toBeUndefined();
  });
});
