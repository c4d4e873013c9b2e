import { Decimal } from '@carnet/domain';
import { futuresPointValue } from '../../futures-point-values.ts';
import type { ImportFile, ParsedFile, PlatformParser } from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { readPrice } from '../../read-price.ts';
import { csvHeader } from '../csv-table.ts';
import { type FillRowReader, readFillsCsv } from '../fill-csv.ts';
import { byFillId } from '../fill-order.ts';
import { type FillsPlatform, parsedFileOfFills } from '../fill-trades.ts';
import { readUsDateTime } from '../local-time.ts';
import { ROW_PROBLEMS, unknownPointValue } from '../row-problems.ts';

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
const TRADOVATE: FillsPlatform = {
  platform: 'TRADOVATE_ORDERS',
  assetTypeOf: () => 'FUTURES',
  pointValueOf: (symbol) => new Decimal(futuresPointValue(symbol) ?? '1'),
  timeZoneHint: null,
};

/**
 * Tradovate « Orders » export (FORMATS.md): one row per order, ` Filled` ones are fills at their average price,
 * paired FIFO per account and contract with the contract's point value. The file has no fees (they are on the
 * account statement): trades come out with fees 0. A contract whose point value Carnet does not know is reported
 * line by line rather than priced wrong.
 */
export const tradovateOrdersParser = {
  platform: 'TRADOVATE_ORDERS',
  detect: (file: ImportFile) => {
    const header = csvHeader(file.text());
    return header.includes('orderId') && header.includes('B/S') && header.includes('avgPrice');
  },
  parse(file: ImportFile): ParsedFile {
    const { fills, errors } = readFillsCsv(file, { columns: COLUMNS, expected: EXPECTED }, readFill);
    return parsedFileOfFills(byFillId(fills), errors, TRADOVATE);
  },
} satisfies PlatformParser;

/** A ` Filled` order → its fill; any other status is no fill. */
const readFill: FillRowReader = (cell, line, errors) => {
  if (cell('Status')?.trim().toLowerCase() !== 'filled') return null;
  const contract = cell('Contract')?.trim() ?? '';
  if (contract === '') return ROW_PROBLEMS.symbol;
  if (futuresPointValue(contract) === null) {
    errors.push({ line, message: unknownPointValue(contract) });
    return null;
  }
  const side = cell('B/S')?.trim().toLowerCase();
  if (side !== 'buy' && side !== 'sell') return ROW_PROBLEMS.side;
  const quantity = readDecimal(cell('filledQty'));
  if (quantity === null) return ROW_PROBLEMS.quantity;
  const price = readPrice(cell('avgPrice'));
  if (price === null) return ROW_PROBLEMS.price;
  const time = readUsDateTime(cell('Fill Time') ?? '');
  if (time === null) return ROW_PROBLEMS.time;
  return {
    id: cell('orderId')?.trim() || `line-${line}`,
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
};
