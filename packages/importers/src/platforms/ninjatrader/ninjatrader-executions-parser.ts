import { IMPORT_MESSAGES } from '@carnet/contract';
import { contractRoot, Decimal, type Fill } from '@carnet/domain';
import {
  type ImportFile,
  ImportFormatError,
  type ParsedFile,
  type ParseError,
  type ReadOptions,
} from '../../parsed-file.ts';
import { type NumberStyle, readDecimal } from '../../read-decimal.ts';
import { readPrice } from '../../read-price.ts';
import { readCsvTable } from '../csv-table.ts';
import { parsedFileOfFills } from '../fill-trades.ts';
import { type FuturesPricing, futuresPricing, pointValuesBySymbol } from '../futures-pricing.ts';
import { fileId } from '../row-id.ts';
import { ROW_PROBLEMS, unknownPointValue } from '../row-problems.ts';
import { columnIndex } from './ninjatrader-columns.ts';
import {
  ACTIONS,
  EFFECTS,
  type ExecutionColumns,
  type ExecutionsLayout,
  executionsLayoutOf,
} from './ninjatrader-execution-columns.ts';
import { numberStyleOf, timeReaderOf } from './ninjatrader-regional.ts';

const EXPECTED = 'export Exécutions de NinjaTrader (aucune exécution)';

type RowReading = {
  layout: ExecutionsLayout;
  header: readonly string[];
  style: NumberStyle;
  readTime: ReturnType<typeof timeReaderOf>;
  pricing: FuturesPricing;
  pointValues: Map<string, string>;
};

/**
 * NinjaTrader 8 « Executions » grid export (FORMATS.md): one row per fill, rows not in time order, numbers and dates
 * in the Windows regional format. The fills are rebuilt first in first out per account and instrument, longs and
 * shorts alike (the domain's rebuildPositions); NinjaTrader's own E/X marks an exit, so an exit whose entry is
 * not in the file is an error line, never a trade turned around. A futures contract is priced with its root's
 * point value, Carnet's or the trader's (else its fills are line errors and the root is asked for).
 */
export function readNinjaTraderExecutions(file: ImportFile, options: ReadOptions): ParsedFile {
  const table = readCsvTable(file.text());
  const layout = executionsLayoutOf(table.header);
  if (!layout || table.rows.length === 0)
    throw new ImportFormatError(IMPORT_MESSAGES.unknownFormat(EXPECTED));
  const at = (cells: readonly string[], name: keyof ExecutionColumns) =>
    cells[columnIndex(table.header, layout.columns[name])]?.trim() ?? '';
  const style = numberStyleOf(
    table.rows.map((row) => at(row.cells, 'price')),
    table.rows.map((row) => at(row.cells, 'commission')),
  );
  const reading: RowReading = {
    layout,
    header: table.header,
    style,
    readTime: timeReaderOf(
      layout.language,
      style,
      table.rows.map((row) => at(row.cells, 'time')),
    ),
    pricing: futuresPricing(options.pointValues),
    pointValues: new Map(),
  };
  const fills: Fill[] = [];
  const errors: ParseError[] = [];
  for (const { line, cells } of table.rows) {
    const fill = readExecution((name) => at(cells, name), line, reading);
    if (typeof fill === 'string') errors.push({ line, message: IMPORT_MESSAGES.unreadableRow(fill) });
    else if ('message' in fill) errors.push(fill);
    else fills.push(fill);
  }
  return {
    ...parsedFileOfFills(inTimeOrder(fills), errors, {
      platform: 'NINJATRADER_TRADES',
      assetTypeOf: (symbol) => (contractRoot(symbol) === null ? null : 'FUTURES'),
      pointValueOf: pointValuesBySymbol(reading.pointValues),
      timeZoneHint: null,
    }),
    pointValuesNeeded: reading.pricing.needed(),
  };
}

function readExecution(
  read: (name: keyof ExecutionColumns) => string,
  line: number,
  { style, readTime, pricing, pointValues }: RowReading,
): Fill | ParseError | string {
  const instrument = read('instrument');
  if (instrument === '') return ROW_PROBLEMS.symbol;
  const side = ACTIONS[read('action').toLowerCase()];
  if (side === undefined) return ROW_PROBLEMS.side;
  const quantity = readDecimal(read('quantity'), style);
  if (quantity === null) return ROW_PROBLEMS.quantity;
  const price = readPrice(read('price'), style);
  if (price === null) return ROW_PROBLEMS.price;
  const time = readTime(read('time'));
  if (time === null) return ROW_PROBLEMS.time;
  const commission = readDecimal(read('commission') || '0', style);
  if (commission === null) return ROW_PROBLEMS.money;
  const root = contractRoot(instrument);
  if (root !== null) {
    const pointValue = pricing.pointValue(root);
    if (pointValue === null) return { line, message: unknownPointValue(instrument, root) };
    pointValues.set(instrument, pointValue);
  }
  return {
    id: fileId(read('id')),
    line,
    account: read('account'),
    symbol: instrument,
    side,
    // NinjaTrader 7 signed its sells; the side says it already.
    quantity: new Decimal(quantity).abs(),
    price: new Decimal(price),
    time,
    fee: new Decimal(commission).abs(),
    effect: EFFECTS[read('entryOrExit').toLowerCase()] ?? null,
  };
}

/**
 * The grid lists its newest fill first when sorted so: read oldest first, so the FIFO rebuild keeps NinjaTrader's
 * own order among fills of the same second (an exit after the entry it closes).
 */
function inTimeOrder(fills: readonly Fill[]): Fill[] {
  const first = fills[0];
  const last = fills.at(-1);
  return first !== undefined && last !== undefined && first.time > last.time
    ? [...fills].reverse()
    : [...fills];
}
