import { type CsvRecord, csvRecords, detectDelimiter } from '@carnet/domain';

/** A CSV read as a header and rows, with the cells of a row found by column name. */
export type CsvTable = { header: string[]; rows: CsvRecord[] };

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
  const [head, ...rows] = [...csvRecords(clean, detectDelimiter(firstLine(clean)))];
  return {
    header: head?.cells ?? [],
    rows: rows.filter((row) => row.cells.some((cell) => cell.trim() !== '')),
  };
}

/** A row's cells by column name (`undefined` for a column the header lacks or the row does not reach). */
export function cellsByName(header: readonly string[], row: CsvRecord): (name: string) => string | undefined {
  return (name) => {
    const index = header.indexOf(name);
    return index === -1 ? undefined : row.cells[index];
  };
}
