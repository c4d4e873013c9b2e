import { describe, expect, it } from 'vitest';
import { parseDateTimeCell, parseNumberCell } from './csv-cells.ts';

describe('CSV cells as a spreadsheet re-wrote them', () => {
  it('reads thousands grouped by commas in a `,` file, and by spaces or points with decimal commas', () => {
    expect(parseNumberCell('-123,507.20', false)).toBe('-123507.2');
    expect(parseNumberCell('1,234', false)).toBe('1234');
    expect(parseNumberCell('12,34', false)).toBeNull();
    expect(parseNumberCell('-123\u00a0507,20', true)).toBe('-123507.2');
    expect(parseNumberCell('123.507,2', true)).toBe('123507.2');
  });

  it('reads a year-first date re-written with slashes, seconds or without zeros as the ISO one', () => {
    // 09:05 in Bangkok (UTC+7) is 02:05 UTC.
    const iso = parseDateTimeCell('2023-08-08 09:05', 'Asia/Bangkok');
    expect(iso).toBe('2023-08-08T02:05:00Z');
    expect(
      ['2023/08/08 09:05:00', '2023-8-8 9:05', '2023.08.08 09:05'].map((cell) =>
        parseDateTimeCell(cell, 'Asia/Bangkok'),
      ),
    ).toEqual([iso, iso, iso]);
    expect(parseDateTimeCell('08/08/2023 09:05', 'Asia/Bangkok')).toBe(iso);
  });
});
