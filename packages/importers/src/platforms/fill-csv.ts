import { IMPORT_MESSAGES } from '@carnet/contract';
import type { Fill } from '@carnet/domain';
import { type ImportFile, ImportFormatError, type ParseError } from '../parsed-file.ts';
import type { NumberStyle } from '../read-decimal.ts';
import { cellsByName, readCsvTable } from './csv-table.ts';

/** A row's cell by column name (`undefined` for a column the header lacks or the row does not reach). */
export type FillCell = (name: string) => string | undefined;

/**
 * One row → its fill; the reason it is unreadable (wrapped in IMPORT_MESSAGES.unreadableRow); or null for a row
 * that gives no fill (an order never filled, or one whose own line error the reader pushed on `errors`). `style`
 * is how the file writes its numbers (a French spreadsheet's copy: decimal commas, csv-table.ts).
 */
export type FillRowReader = (
  cell: FillCell,
  line: number,
  errors: ParseError[],
  style: NumberStyle,
) => Fill | string | null;

/**
 * The fills of a CSV export with one row per fill or order (Binance, Bybit, Tradovate Orders), in the file's
 * order, and the rows' line errors. A header without one of `columns` is not the export: the file is refused.
 */
export function readFillsCsv(
  file: ImportFile,
  format: { columns: readonly string[]; expected: string },
  readRow: FillRowReader,
): { fills: Fill[]; errors: ParseError[] } {
  const table = readCsvTable(file.text());
  if (!format.columns.every((column) => table.header.includes(column))) {
    throw new ImportFormatError(IMPORT_MESSAGES.unknownFormat(format.expected));
  }
  const fills: Fill[] = [];
  const errors: ParseError[] = [];
  for (const row of table.rows) {
    const fill = readRow(cellsByName(table.header, row), row.line, errors, table.numberStyle);
    if (typeof fill === 'string')
      errors.push({ line: row.line, message: IMPORT_MESSAGES.unreadableRow(fill) });
    else if (fill !== null) fills.push(fill);
  }
  return { fills, errors };
}
