import { IMPORT_HEADER_SAMPLE_ROWS, type ImportHeader } from '@carnet/contract';
import { csvRecords, detectDelimiter } from '@carnet/domain';
import { firstLine } from '../csv-table.ts';

/**
 * POST /api/v1/imports/header/: what the UI needs to build a template from a file — the delimiter its first line
 * suggests, the header's names and the first non-blank rows as the file writes them.
 */
export function readFileHeader(text: string): ImportHeader {
  const clean = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(firstLine(clean));
  const records = csvRecords(clean, delimiter);
  const header = records.next();
  const sample: string[][] = [];
  for (const record of records) {
    if (sample.length === IMPORT_HEADER_SAMPLE_ROWS) break;
    if (record.cells.some((cell) => cell.trim() !== '')) sample.push(record.cells);
  }
  return { delimiter, columns: header.done ? [] : header.value.cells, sample };
}
