import { contractRoot, Decimal, type Fill } from '@carnet/domain';
import {
  type ImportFile,
  NO_READ_OPTIONS,
  type ParsedFile,
  type ParseError,
  type PlatformParser,
  type ReadOptions,
} from '../../parsed-file.ts';
import { csvHeader } from '../csv-table.ts';
import { type FillCell, readFillsCsv } from '../fill-csv.ts';
import { byFillId } from '../fill-order.ts';
import { parsedFileOfFills } from '../fill-trades.ts';
import { type FuturesPricing, futuresPricing, pointValuesBySymbol } from '../futures-pricing.ts';
import { readUsDateTime } from '../local-time.ts';
import { fileId } from '../row-id.ts';
import { ROW_PROBLEMS, unknownPointValue } from '../row-problems.ts';
import { readTradovateFillCells } from './tradovate-fill-cells.ts';

const COLUMNS = [
  'orderId',
  'Account',
  'B/S',
  'Contract',
  'avgPrice',
  'filledQty',
  'Fill Time',
  'Status',
] as const;
const EXPECTED = `export Orders de Tradovate (colonnes ${COLUMNS.join(', ')})`;

/**
 * Tradovate « Orders » export (FORMATS.md): one row per order, ` Filled` ones are fills at their average price,
 * paired FIFO per account and contract with the contract's point value. The file has no fees (they are on the
 * account statement): trades come out with fees 0. A contract whose point value neither Carnet nor the trader gives
 * is reported line by line, and its root asked for, rather than priced wrong.
 */
export const tradovateOrdersParser = {
  platform: 'TRADOVATE_ORDERS',
  detect: (file: ImportFile) => {
    const header = csvHeader(file.text());
    return header.includes('orderId') && header.includes('B/S') && header.includes('avgPrice');
  },
  parse(file: ImportFile, options: ReadOptions = NO_READ_OPTIONS): ParsedFile {
    const pricing = futuresPricing(options.pointValues);
    const pointValues = new Map<string, string>();
    const { fills, errors } = readFillsCsv(
      file,
      { columns: COLUMNS, expected: EXPECTED },
      (cell, line, rowErrors) => readFill(cell, line, rowErrors, pricing, pointValues),
    );
    return {
      ...parsedFileOfFills(byFillId(fills), errors, {
        platform: 'TRADOVATE_ORDERS',
        assetTypeOf: () => 'FUTURES',
        pointValueOf: pointValuesBySymbol(pointValues),
        timeZoneHint: null,
      }),
      pointValuesNeeded: pricing.needed(),
    };
  },
} satisfies PlatformParser;

/** A ` Filled` order → its fill (its contract's point value noted); any other status is no fill. */
function readFill(
  cell: FillCell,
  line: number,
  errors: ParseError[],
  pricing: FuturesPricing,
  pointValues: Map<string, string>,
): Fill | string | null {
  if (cell('Status')?.trim().toLowerCase() !== 'filled') return null;
  const contract = cell('Contract')?.trim() ?? '';
  if (contract === '') return ROW_PROBLEMS.symbol;
  const root = contractRoot(contract) ?? contract.toUpperCase();
  const pointValue = pricing.pointValue(root);
  if (pointValue === null) {
    errors.push({ line, message: unknownPointValue(contract, root) });
    return null;
  }
  pointValues.set(contract, pointValue);
  const cells = readTradovateFillCells(cell, { quantity: 'filledQty', price: 'avgPrice' });
  if (typeof cells === 'string') return cells;
  const { side, quantity, price } = cells;
  const time = readUsDateTime(cell('Fill Time') ?? '');
  if (time === null) return ROW_PROBLEMS.time;
  return {
    id: fileId(cell('orderId')),
    line,
    account: cell('Account')?.trim() ?? '',
    symbol: contract,
    side: side === 'buy' ? 'BUY' : 'SELL',
    quantity: new Decimal(quantity),
    price: new Decimal(price),
    time,
    fee: new Decimal(0),
    effect: null,
  };
}
