import {
  IMPORT_DIRECTION_WORDS,
  IMPORT_MESSAGES,
  IMPORT_TEMPLATE_MESSAGES,
  type ImportTemplate,
  type ImportTemplateColumn,
} from '@carnet/contract';
import { csvRecords, type Direction, restoreNeutralised } from '@carnet/domain';
import { ImportFormatError, type ParsedFile, type ParsedTrade } from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { fileId, rankedRowIds } from '../row-id.ts';
import { ROW_PROBLEMS } from '../row-problems.ts';
import { closedNetSum } from '../stated-figures.ts';
import { readTemplateDate } from './template-dates.ts';

/** What reading a file with a template needs: the template and the zone its dates are in. */
export type TemplateReading = Pick<
  ImportTemplate,
  'delimiter' | 'decimal_separator' | 'date_format' | 'columns'
> & {
  timeZone: string;
};

type Cell = (column: ImportTemplateColumn) => string;

const DIRECTIONS = new Map<string, Direction>([
  ...IMPORT_DIRECTION_WORDS.LONG.map((word): [string, Direction] => [word, 'LONG']),
  ...IMPORT_DIRECTION_WORDS.SHORT.map((word): [string, Direction] => [word, 'SHORT']),
]);

/**
 * docs/rules/imports.md « Column mapping »: a CSV read with the trader's template into the pipeline's trades, one row one
 * position. A header the template names but the file lacks refuses the file; an unreadable row is a line error
 * and the rest imports. Text cells our own export neutralised (`'=…`) are restored; a BOM is skipped.
 */
export function readTemplateFile(text: string, template: TemplateReading): ParsedFile {
  const records = csvRecords(text.replace(/^\uFEFF/, ''), template.delimiter);
  const header = records.next();
  const cells = header.done ? [] : header.value.cells;
  const indexOf = new Map<ImportTemplateColumn, number>();
  for (const [column, name] of Object.entries(template.columns) as [ImportTemplateColumn, string | null][]) {
    if (name === null) continue;
    const index = cells.indexOf(name.trim());
    if (index === -1) throw new ImportFormatError(IMPORT_TEMPLATE_MESSAGES.missingColumn(name));
    indexOf.set(column, index);
  }
  const parsed: ParsedFile = {
    platform: 'TEMPLATE',
    trades: [],
    errors: [],
    stated: {},
    timeZoneHint: template.timeZone,
  };
  // Rows with the same values are told apart by their rank, never their line (row-id.ts).
  const idOf = rankedRowIds('TEMPLATE');
  for (const record of records) {
    if (record.cells.every((cell) => cell.trim() === '')) continue;
    const cell: Cell = (column) => {
      const index = indexOf.get(column);
      return index === undefined ? '' : (record.cells[index] ?? '').trim();
    };
    const row = readRow(record.line, cell, template, idOf);
    if (typeof row === 'string') {
      parsed.errors.push({ line: record.line, message: IMPORT_MESSAGES.unreadableRow(row) });
    } else {
      parsed.trades.push(row);
    }
  }
  // The file's own net per row, when the template maps one (else Carnet estimates it from the prices).
  if (indexOf.has('pnl_amount')) parsed.stated.rowPnlSum = closedNetSum(parsed.trades);
  return parsed;
}

/** One row as the pipeline's trade, or the French reason it cannot be read. */
function readRow(
  line: number,
  cell: Cell,
  template: TemplateReading,
  idOf: (fields: readonly string[]) => string,
): ParsedTrade | string {
  const style = { decimalMark: template.decimal_separator };
  const decimal = (column: ImportTemplateColumn) => readDecimal(cell(column), style);
  const date = (column: ImportTemplateColumn) =>
    readTemplateDate(cell(column), template.date_format, template.timeZone);
  const assetName = restoreNeutralised(cell('asset_name'));
  if (assetName === '') return ROW_PROBLEMS.symbol;
  const direction = DIRECTIONS.get(cell('direction').toLowerCase());
  if (direction === undefined) return ROW_PROBLEMS.side;
  const quantity = decimal('quantity');
  if (quantity === null || quantity.startsWith('-')) return ROW_PROBLEMS.quantity;
  if (quantity === '0') return ROW_PROBLEMS.zeroQuantity;
  const entryPrice = decimal('entry_price');
  const stopLossPrice = cell('stop_loss_price') === '' ? null : decimal('stop_loss_price');
  if (entryPrice === null || (cell('stop_loss_price') !== '' && stopLossPrice === null))
    return ROW_PROBLEMS.price;
  const entryTime = date('entry_date');
  if (entryTime === null) return ROW_PROBLEMS.time;
  const isOpen = cell('close_date') === '';
  const closeTime = isOpen ? null : date('close_date');
  if (!isOpen && closeTime === null) return ROW_PROBLEMS.time;
  if (!isOpen && cell('exit_price') === '') return ROW_PROBLEMS.exitPrice;
  const exitPrice = isOpen ? null : decimal('exit_price');
  if (!isOpen && exitPrice === null) return ROW_PROBLEMS.price;
  const fees = readDecimal(cell('fees') || '0', style);
  const swap = readDecimal(cell('swap') || '0', style);
  const netPnl = isOpen || cell('pnl_amount') === '' ? null : decimal('pnl_amount');
  if (fees === null || swap === null || (!isOpen && cell('pnl_amount') !== '' && netPnl === null)) {
    return ROW_PROBLEMS.money;
  }
  const externalId =
    fileId(restoreNeutralised(cell('external_id'))) ||
    // An offset names the instant whatever zone the trader picks: the id holds it in UTC (row-id.ts).
    idOf([
      assetName,
      direction,
      readTemplateDate(cell('entry_date'), template.date_format, 'UTC') ?? entryTime,
      quantity,
      entryPrice,
    ]);
  return {
    line,
    externalId,
    assetName,
    assetType: null,
    direction,
    quantity,
    entryPrice,
    entryTime,
    // A stop on a closed position is where it stood at the close, not the risk taken (docs/rules/imports.md#stops).
    stopLossPrice: isOpen ? stopLossPrice : null,
    lastStopPrice: isOpen ? null : stopLossPrice,
    takeProfitPrice: null,
    exits: closeTime === null || exitPrice === null ? [] : [{ price: exitPrice, quantity, time: closeTime }],
    fees: fees.replace(/^-/, ''),
    swap,
    netPnl,
  };
}
