import { describe, expect, it } from 'vitest';
import { fileId, hashedRowId, rankedRowIds } from './row-id.ts';

describe('ids of rows (docs/rules/imports.md#identity)', () => {
  it('equal rows get the same hash, ranked: the first plain, the second and third with -2 and -3', () => {
    const idOf = rankedRowIds('nt');
    const fields = ['ACC', 'MNQ JUN25', '2025-04-30T09:45:30', '1', '19193'];
    const plain = hashedRowId('nt', fields);
    expect([idOf(fields), idOf(['ACC', 'NQ JUN25']), idOf(fields), idOf(fields)]).toEqual([
      plain,
      hashedRowId('nt', ['ACC', 'NQ JUN25']),
      `${plain}-2`,
      `${plain}-3`,
    ]);
  });

  it('an id a spreadsheet grouped by thousands reads as its digits; any other id as written, trimmed', () => {
    expect(
      ['6,008,478,034', '6 008 478 034', '6\u00a0008\u00a0478\u00a0034', '6.008.478.034', ' 6008478034 '].map(
        fileId,
      ),
    ).toEqual(Array(5).fill('6008478034'));
    // A dot between one group may be a decimal, mixed marks are no grouping, and text ids stay as they are.
    expect(['1.234', '6,008 478', 'ABC-1,234', '', undefined].map(fileId)).toEqual([
      '1.234',
      '6,008 478',
      'ABC-1,234',
      '',
      '',
    ]);
  });
});
