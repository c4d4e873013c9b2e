import { type CsvRecord, csvRecords, detectDelimiter } from '@carnet/domain';
import type { NumberStyle } from '../../read-decimal.ts';
import { firstLine, numberStyleOfRows } from '../csv-table.ts';

/**
 * One section of a thinkorswim Account Statement: its header row, its rows up to the next empty row, and how the
 * file writes its numbers (decimal commas in a French spreadsheet's copy, csv-table.ts).
 */
export type StatementSection = { header: string[]; rows: CsvRecord[]; numberStyle: NumberStyle };

/** A row's cell by its section's column name, trimmed (`''` for a column the header lacks). */
export type SectionCell = (name: string) => string;

export const cellOf =
  (header: readonly string[], row: CsvRecord): SectionCell =>
  (name) => {
    const index = header.indexOf(name);
    return index === -1 ? '' : (row.cells[index]?.trim() ?? '');
  };

/**
 * The sections of an Account Statement (docs/import-formats.md#thinkorswim) by title: a title is a row with one
 * cell written (`Cash Balance,,,,`), followed by its header row and its rows, which end at an empty row. Rows are
 * padded with commas; a title followed at once by an empty row is a section without rows.
 */
export function statementSections(text: string): Map<string, StatementSection> {
  const clean = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(firstLine(clean));
  const records = [...csvRecords(clean, delimiter)];
  const numberStyle = numberStyleOfRows(delimiter, records);
  const sections = new Map<string, StatementSection>();
  let current: StatementSection | null = null;
  for (let index = 0; index < records.length; index += 1) {
    const record = records[index];
    if (record === undefined || isBlank(record)) {
      current = null;
      continue;
    }
    const next = records[index + 1];
    if (current === null && isTitle(record) && next !== undefined && !isBlank(next)) {
      current = { header: next.cells.map((cell) => cell.trim()), rows: [], numberStyle };
      sections.set(record.cells[0]?.trim() ?? '', current);
      index += 1;
    } else if (current !== null) {
      current.rows.push(record);
    }
  }
  return sections;
}

function isTitle(record: CsvRecord): boolean {
  const [first = '', ...rest] = record.cells;
  return first.trim() !== '' && rest.every((cell) => cell.trim() === '');
}

function isBlank(record: CsvRecord): boolean {
  return record.cells.every((cell) => cell.trim() === '');
}
