import { IMPORT_MESSAGES } from '@carnet/contract';
import { Decimal, type Fill, rebuildPositions } from '@carnet/domain';
import { futuresPointValue } from '../../futures-point-values.ts';
import type { ImportFile, ParsedFile, ParseError } from '../../parsed-file.ts';
import { ImportFormatError, type PlatformParser } from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { cellsByName, csvHeader, readCsvTable } from '../csv-table.ts';
import { byFillId } from '../fill-order.ts';
import { tradeOfPosition, unusedFillErrors } from '../fill-trades.ts';
import { readUsDateTime } from '../local-time.ts';
import { ROW_PROBLEMS, unknownPointValue } from '../row-problems.ts';
import { readTradovatePrice } from './tradovate-price.ts';

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
    const table = readCsvTable(file.text());
    if (!COLUMNS.every((column) => table.header.includes(column))) {
      throw new ImportFormatError(IMPORT_MESSAGES.unknownFormat(EXPECTED));
    }
    const errors: ParseError[] = [];
    const fills: Fill[] = [];
    for (const row of table.rows) {
      const cell = cellsByName(table.header, row);
      if (cell('Status')?.trim().toLowerCase() !== 'filled') continue;
      const fill = readFill(cell, row.line);
      if (typeof fill === 'string') errors.push({ line: row.line, message: fill });
      else fills.push(fill);
    }
    const rebuilt = rebuildPositions(
      byFillId(fills),
      (symbol) => new Decimal(futuresPointValue(symbol) ?? '1'),
    );
    return {
      platform: 'TRADOVATE_ORDERS',
      trades: rebuilt.positions.map((position) => tradeOfPosition(position, 'FUTURES')),
      errors: [...errors, ...unusedFillErrors(rebuilt.unused)].sort((a, b) => a.line - b.line),
      stated: {},
      timeZoneHint: null,
    };
  },
} satisfies PlatformParser;

function readFill(cell: (name: string) => string | undefined, line: number): Fill | string {
  const unreadable = (why: string) => IMPORT_MESSAGES.unreadableRow(why);
  const contract = cell('Contract')?.trim() ?? '';
  if (contract === '') return unreadable(ROW_PROBLEMS.symbol);
  if (futuresPointValue(contract) === null) return unknownPointValue(contract);
  const side = cell('B/S')?.trim().toLowerCase();
  if (side !== 'buy' && side !== 'sell') return unreadable(ROW_PROBLEMS.side);
  const quantity = readDecimal(cell('filledQty'));
  if (quantity === null) return unreadable(ROW_PROBLEMS.quantity);
  const price = readTradovatePrice(cell('avgPrice'));
  if (price === null) return unreadable(ROW_PROBLEMS.price);
  const time = readUsDateTime(cell('Fill Time') ?? '');
  if (time === null) return unreadable(ROW_PROBLEMS.time);
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
}
