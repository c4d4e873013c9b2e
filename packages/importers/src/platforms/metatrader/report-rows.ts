// MetaTrader writes its reports as one big table (HTML) or one sheet (XLSX): sections announced by a title row
// (« Closed Transactions: », « Positions »), a header row, data rows, then label/value rows of totals. Both
// formats are read into the same rows so the sections are found one way.

/** One table or sheet row: its cells' trimmed texts in order, and where it sits in the file. */
export type ReportRow = {
  /** HTML: the source line of its `<tr>` (1-based); XLSX: the sheet's row number. */
  line: number;
  cells: string[];
};

/** True when the row's only non-empty cell reads `title` (a section title such as « Positions »). */
export function isSectionTitle(row: ReportRow, title: string): boolean {
  const filled = row.cells.filter((cell) => cell !== '');
  return filled.length === 1 && filled[0] === title;
}

/** Index of the first row at or after `from` that is the section title `title`; -1 when there is none. */
export function findSection(rows: readonly ReportRow[], title: string, from = 0): number {
  for (let index = from; index < rows.length; index += 1) {
    const row = rows[index];
    if (row && isSectionTitle(row, title)) return index;
  }
  return -1;
}

/** The first non-empty cell after a cell reading `label` (« Total Net Profit: » 30.85), anywhere from `from`. */
export function valueAfterLabel(rows: readonly ReportRow[], label: string, from = 0): string | null {
  for (const row of rows.slice(from)) {
    const at = row.cells.indexOf(label);
    if (at < 0) continue;
    const value = row.cells.slice(at + 1).find((cell) => cell !== '');
    if (value !== undefined) return value;
  }
  return null;
}

/**
 * Column index of each name in a header row, `[name, occurrence]` for a name written twice (MetaTrader's second
 * « Time » and « Price » are the close). Null when one is missing: the header is not the one expected.
 */
export function columnIndexes<Key extends string>(
  header: readonly string[],
  columns: Record<Key, readonly [string, number]>,
): Record<Key, number> | null {
  const found: Partial<Record<Key, number>> = {};
  for (const key of Object.keys(columns) as Key[]) {
    const [name, occurrence] = columns[key];
    let seen = 0;
    const index = header.findIndex((cell) => cell === name && ++seen === occurrence);
    if (index < 0) return null;
    found[key] = index;
  }
  return found as Record<Key, number>;
}
