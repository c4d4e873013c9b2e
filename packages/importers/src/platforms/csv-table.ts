import { type CsvDelimiter, type CsvRecord, csvRecords, detectDelimiter } from '@carnet/domain';
import { COMMA_DECIMALS, type NumberStyle, POINT_DECIMALS } from '../read-decimal.ts';

/**
 * A CSV read as a header and rows, with the cells of a row found by column name, and how its numbers are written:
 * a French spreadsheet saves a platform's file with `;` and decimal commas (docs/rules/imports.md#spreadsheet-copies).
 */
export type CsvTable = { header: string[]; rows: CsvRecord[]; numberStyle: NumberStyle };

/** The first line of a text, without a byte order mark. */
export function firstLine(text: string): string {
  const end = text.search(/\r?\n|\r/);
  return (end === -1 ? text : text.slice(0, end)).replace(/^\uFEFF/, '');
}

/** The header cells of a CSV text (trimmed, unquoted), for detection. */
export function csvHeader(text: string): string[] {
  const line = firstLine(text);
  const first = csvRecords(line, detectDelimiter(line)).next();
  return first.done ? [] : first.value.cells;
}

/** Header and non-empty rows of a CSV text, in the delimiter its first line uses. */
export function readCsvTable(text: string): CsvTable {
  const clean = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(firstLine(clean));
  const [head, ...records] = [...csvRecords(clean, delimiter)];
  const rows = records.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  return {
    header: head?.cells ?? [],
    rows,
    numberStyle: numberStyleOfRows(delimiter, rows),
  };
}

/**
 * How the rows of a CSV write their numbers: with decimal commas when it is a `;` file whose numbers end on a comma
 * more often than on a point (a French spreadsheet's copy), else with decimal points.
 */
export function numberStyleOfRows(delimiter: CsvDelimiter, rows: readonly CsvRecord[]): NumberStyle {
  return delimiter === ';' && hasDecimalCommas(rows) ? COMMA_DECIMALS : POINT_DECIMALS;
}

// A number whose last mark is a comma (`6117,75`, `6 117,75`, `-41,25 $`), or a point (`6117.75`, `1,234.5`).
const COMMA_LAST = /^[-+($€£]*\d[\d\s\u00a0\u202f.]*,\d+\)?\s?[$€£]?$/;
const POINT_LAST = /^[-+($€£]*\d[\d\s\u00a0\u202f,]*\.\d+\)?\s?[$€£]?$/;

function hasDecimalCommas(rows: readonly CsvRecord[]): boolean {
  let balance = 0;
  for (const { cells } of rows) {
    for (const cell of cells) {
      if (COMMA_LAST.test(cell)) balance++;
      else if (POINT_LAST.test(cell)) balance--;
    }
  }
  return balance > 0;
}

/** A row's cells by column name (`undefined` for a column the header lacks or the row does not reach). */
export function cellsByName(header: readonly string[], row: CsvRecord): (name: string) => string | undefined {
  return (name) => {
    const index = header.indexOf(name);
    return index === -1 ? undefined : row.cells[index];
  };
}
