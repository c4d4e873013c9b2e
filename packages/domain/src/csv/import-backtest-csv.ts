import { storableTextError } from '../bounds.ts';
import { isValidTimeZone } from '../time/time-zone.ts';
import type { BacktestCsvImport, BacktestCsvTrade, CsvLineError } from './backtest-csv-row.ts';
import { normaliseHeader } from './csv-cells.ts';
import { type CsvRecord, csvRecords, detectDelimiter, isBlankRecord } from './csv-text.ts';
import { carnetColumns, readCarnetRecord } from './import-carnet-rows.ts';
import { importTradingViewRecords } from './import-tradingview.ts';
import { tradingViewColumns } from './tradingview-columns.ts';

/** French messages of a file the importer cannot read at all (reported on line 1). */
export const CSV_FILE_MESSAGES = {
  empty: 'Fichier CSV vide.',
  unknownHeader:
    'En-tête CSV non reconnu : colonnes entry_time, side, entry_price et qty attendues, ou export « List of trades » de TradingView.',
} as const;

/** Options of an import: the IANA zone of date-times written without an offset (TradingView's chart zone). */
export type BacktestCsvImportOptions = { timeZone?: string };

/**
 * Imports backtest trades from CSV text (docs/rules/backtests.md): our export (exact round trip) or TradingView's « List of
 * trades »; `,`, `;` (with decimal commas) or tab; BOM, blank lines and header case ignored. Valid rows come
 * back in file order, invalid ones as line-numbered French errors. Never throws.
 */
export function importBacktestCsv(text: string, options: BacktestCsvImportOptions = {}): BacktestCsvImport {
  const result: BacktestCsvImport = { rows: [], errors: [] };
  for (const read of readBacktestCsv(text, options)) {
    if ('errors' in read) result.errors.push(read);
    else result.rows.push(read);
  }
  return result;
}

/**
 * What `importBacktestCsv` returns, one row or line error at a time, rows and errors each in the order
 * `importBacktestCsv` lists them: our format is read record by record, so an importer can store rows in
 * batches without ever holding the whole file as objects (a 5 MB import took the server to 851 MB).
 * TradingView's list pairs entries and exits across the file, so it is read whole first.
 */
export function* readBacktestCsv(
  text: string,
  options: BacktestCsvImportOptions = {},
): Generator<BacktestCsvTrade | CsvLineError> {
  const timeZone =
    options.timeZone !== undefined && isValidTimeZone(options.timeZone) ? options.timeZone : 'UTC';
  // Typed as a string, but called with whatever a multipart body held: anything else reads as an empty file.
  const source = typeof text === 'string' ? text : '';
  const content = source.startsWith('\uFEFF') ? source.slice(1) : source;
  // What PostgreSQL cannot store as sent (U+0000, half a UTF-16 pair: a UTF-16 file may hold either) refuses the
  // file before any row is read.
  const unstorable = storableTextError(content);
  if (unstorable !== null) {
    yield fileError(unstorable);
    return;
  }
  const firstLine = content.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const delimiter = detectDelimiter(firstLine);
  const records = nonBlank(csvRecords(content, delimiter));
  const header = records.next();
  if (header.done) {
    yield fileError(CSV_FILE_MESSAGES.empty);
    return;
  }
  const headers = header.value.cells.map(normaliseHeader);
  const rowOptions = { decimalComma: delimiter === ';', timeZone };
  const tradingView = tradingViewColumns(headers);
  if (tradingView) {
    const { rows, errors } = importTradingViewRecords([...records], tradingView, rowOptions);
    yield* rows;
    yield* errors;
    return;
  }
  const columns = carnetColumns(headers);
  if (!columns) {
    yield { line: header.value.line, errors: { non_field_errors: [CSV_FILE_MESSAGES.unknownHeader] } };
    return;
  }
  for (const record of records) yield readCarnetRecord(record, columns, rowOptions);
}

function* nonBlank(records: Iterable<CsvRecord>): Generator<CsvRecord, void, undefined> {
  for (const record of records) if (!isBlankRecord(record)) yield record;
}

/** A file the importer cannot read at all: its message on line 1, nothing imported. */
function fileError(message: string): CsvLineError {
  return { line: 1, errors: { non_field_errors: [message] } };
}
