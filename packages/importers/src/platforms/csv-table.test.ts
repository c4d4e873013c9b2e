import { describe, expect, it } from 'vitest';
import { COMMA_DECIMALS, POINT_DECIMALS } from '../read-decimal.ts';
import { readCsvTable } from './csv-table.ts';

describe('readCsvTable', () => {
  it('skips the byte order mark and empty rows, and keeps empty columns out of the way', () => {
    const table = readCsvTable('\uFEFFa,b,,\r\n1,2,,\r\n,,,\r\n3,4,,\r\n,,,\r\n');
    expect(table.header).toEqual(['a', 'b', '', '']);
    expect(table.rows.map((row) => [row.line, row.cells[1]])).toEqual([
      [2, '2'],
      [4, '4'],
    ]);
  });

  it('a `;` file of a French spreadsheet has decimal commas; a `;` file of decimal points does not', () => {
    expect(readCsvTable('p;q\n6117,75;1\n6\u00a0150,5;2\n').numberStyle).toBe(COMMA_DECIMALS);
    expect(readCsvTable('p;pnl\n6117,75;-41,25 $\n').numberStyle).toBe(COMMA_DECIMALS);
    expect(readCsvTable('p;q\n6117.75;1\n6150.5;2\n').numberStyle).toBe(POINT_DECIMALS);
    // In a `,` file a comma separates cells: its decimals are points.
    expect(readCsvTable('p,q\n"6117,75",1\n').numberStyle).toBe(POINT_DECIMALS);
  });
});
