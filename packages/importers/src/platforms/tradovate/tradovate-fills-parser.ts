import { contractRoot, Decimal, type Fill } from '@carnet/domain';
import {
  type ImportFile,
  NO_READ_OPTIONS,
  type ParsedFile,
  type ParseError,
  type PlatformParser,
  type ReadOptions,
} from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { csvHeader } from '../csv-table.ts';
import { type FillCell, readFillsCsv } from '../fill-csv.ts';
import { byFillId } from '../fill-order.ts';
import { parsedFileOfFills } from '../fill-trades.ts';
import { type FuturesPricing, futuresPricing, pointValuesBySymbol } from '../futures-pricing.ts';
import { readIsoDateTime } from '../local-time.ts';
import { hashedRowId } from '../row-id.ts';
import { ROW_PROBLEMS, unknownPointValue } from '../row-problems.ts';
import { readTradovateFillCells } from './tradovate-fill-cells.ts';

const COLUMNS = ['Fill ID', '_timestamp', 'Account', 'B/S', 'Quantity', 'Price', 'Contract'] as const;
const EXPECTED = `export Fills de Tradovate (colonnes ${COLUMNS.join(', ')})`;
// `_timestamp` is UTC: `2025-03-10T13:45:12.345Z`
const UTC_TIME = /^(.+?)Z$/;

type FillReading = { pricing: FuturesPricing; pointValues: Map<string, string>; read: number };

/**
 * Tradovate « Fills » export (docs/import-formats.md#tradovate): one row per fill, rows out of time order, with its
 * `commission`, and three dates of which Carnet takes `_timestamp`, the instant in UTC (`Timestamp`/`Date` are in
 * the trader's zone of the day, `_tradeDate` the exchange's session). Fills are paired FIFO per account and
 * contract, a fill that crosses zero closing one trade and opening the next; money comes from prices × the
 * contract's point value, Carnet's or the trader's (an unknown root is asked for, its fills reported), less the
 * fills' commissions. A trade's id is its opening fill's `Fill ID`.
 */
export const tradovateFillsParser = {
  platform: 'TRADOVATE_FILLS',
  detect: (file: ImportFile) => {
    const header = csvHeader(file.text());
    return header.includes('Fill ID') && header.includes('B/S') && header.includes('_timestamp');
  },
  parse(file: ImportFile, options: ReadOptions = NO_READ_OPTIONS): ParsedFile {
    const reading: FillReading = {
      pricing: futuresPricing(options.pointValues),
      pointValues: new Map(),
      read: 0,
    };
    const { fills, errors } = readFillsCsv(
      file,
      { columns: COLUMNS, expected: EXPECTED },
      (cell, line, rowErrors) => readFill(cell, line, rowErrors, reading),
    );
    const parsed = parsedFileOfFills(byFillId(fills), errors, {
      platform: 'TRADOVATE_FILLS',
      assetTypeOf: () => 'FUTURES',
      pointValueOf: pointValuesBySymbol(reading.pointValues),
      timeZoneHint: 'UTC',
      timeZoneStated: true,
    });
    return { ...parsed, stated: { fillCount: reading.read }, pointValuesNeeded: reading.pricing.needed() };
  },
} satisfies PlatformParser;

/** An active fill → its fill (its contract's point value noted); an inactive one (`_active` false) is no fill. */
function readFill(
  cell: FillCell,
  line: number,
  errors: ParseError[],
  reading: FillReading,
): Fill | string | null {
  if (cell('_active')?.trim().toLowerCase() === 'false') return null;
  reading.read += 1;
  const contract = cell('Contract')?.trim() ?? '';
  if (contract === '') return ROW_PROBLEMS.symbol;
  const root = contractRoot(contract) ?? contract.toUpperCase();
  const pointValue = reading.pricing.pointValue(root);
  if (pointValue === null) {
    errors.push({ line, message: unknownPointValue(contract, root) });
    return null;
  }
  reading.pointValues.set(contract, pointValue);
  const cells = readTradovateFillCells(cell, { quantity: 'Quantity', price: 'Price' });
  if (typeof cells === 'string') return cells;
  const { side, quantity, price } = cells;
  const utc = UTC_TIME.exec(cell('_timestamp')?.trim() ?? '')?.[1];
  const time = utc === undefined ? null : readIsoDateTime(utc);
  if (time === null) return ROW_PROBLEMS.time;
  const commission = readDecimal(cell('commission')?.trim() || '0');
  if (commission === null) return ROW_PROBLEMS.money;
  const account = cell('Account')?.trim() ?? '';
  return {
    id:
      cell('Fill ID')?.trim() ||
      cell('_id')?.trim() ||
      hashedRowId('tradovate', [account, contract, side, quantity, price, time]),
    line,
    account,
    symbol: contract,
    side: side === 'buy' ? 'BUY' : 'SELL',
    quantity: new Decimal(quantity),
    price: new Decimal(price),
    time,
    fee: new Decimal(commission).abs(),
    effect: null,
  };
}
