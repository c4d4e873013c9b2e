import { Decimal } from '@carnet/domain';
import type { ImportFile, LocalDateTime, ParsedFile, PlatformParser } from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { csvHeader } from '../csv-table.ts';
import { type FillRowReader, readFillsCsv } from '../fill-csv.ts';
import { byFillId } from '../fill-order.ts';
import { type FillsPlatform, parsedFileOfFills } from '../fill-trades.ts';
import { localDateTime, readIsoDateTime } from '../local-time.ts';
import { fileId } from '../row-id.ts';
import { ROW_PROBLEMS } from '../row-problems.ts';

const COLUMNS = [
  'Spot Pairs',
  'Direction',
  'Filled Price',
  'Filled Quantity',
  'Fees',
  'Transaction ID',
  'Timestamp (UTC)',
] as const;
const EXPECTED = `historique des ordres spot Bybit (colonnes ${COLUMNS.join(', ')})`;
const BYBIT: FillsPlatform = {
  platform: 'BYBIT_TRADES',
  assetTypeOf: () => 'CRYPTO',
  timeZoneHint: 'UTC',
  timeZoneStated: true,
};

// Bybit writes its UTC times clock first: `14:35 2024-11-16`.
const CLOCK_FIRST = /^(\d{1,2}):(\d{2})(?::(\d{2}))? (\d{4})-(\d{2})-(\d{2})$/;

/**
 * Bybit spot order history of the unified trading account (`Spot Pairs, Order Type, Direction, Filled Value,
 * Filled Price, Filled Quantity, Fees, Transaction ID, Order No., Timestamp (UTC)`): one row per fill, paired
 * FIFO per pair; a buy opens, a sell closes. Bybit takes a buy's fee in the base coin and a sell's in the quote
 * coin, so a buy's fee counts at the fill's price.
 */
export const bybitTradesParser = {
  platform: 'BYBIT_TRADES',
  detect: (file: ImportFile) => {
    const header = csvHeader(file.text());
    return header.includes('Spot Pairs') && header.includes('Filled Price');
  },
  parse(file: ImportFile): ParsedFile {
    const { fills, errors } = readFillsCsv(file, { columns: COLUMNS, expected: EXPECTED }, readFill);
    return parsedFileOfFills(byFillId(fills), errors, BYBIT);
  },
} satisfies PlatformParser;

const readFill: FillRowReader = (cell, line) => {
  const pair = cell('Spot Pairs')?.trim() ?? '';
  if (pair === '') return ROW_PROBLEMS.symbol;
  const side = cell('Direction')?.trim().toUpperCase();
  if (side !== 'BUY' && side !== 'SELL') return ROW_PROBLEMS.side;
  const time = readBybitTime(cell('Timestamp (UTC)') ?? '');
  if (time === null) return ROW_PROBLEMS.time;
  const price = readDecimal(cell('Filled Price'));
  if (price === null) return ROW_PROBLEMS.price;
  const quantity = readDecimal(cell('Filled Quantity'));
  if (quantity === null) return ROW_PROBLEMS.quantity;
  const fee = readDecimal(cell('Fees') || '0');
  if (fee === null) return ROW_PROBLEMS.money;
  const feeInQuote = side === 'BUY' ? new Decimal(fee).times(price) : new Decimal(fee);
  return {
    id: fileId(cell('Transaction ID')),
    line,
    account: '',
    symbol: pair,
    side,
    quantity: new Decimal(quantity),
    price: new Decimal(price),
    time,
    fee: feeInQuote.abs(),
    effect: side === 'BUY' ? 'OPEN' : 'CLOSE',
  };
};

function readBybitTime(raw: string): LocalDateTime | null {
  const m = CLOCK_FIRST.exec(raw.trim());
  if (!m) return readIsoDateTime(raw);
  const [, hour = '', minute = '', second = '0', year = '', month = '', day = ''] = m;
  return localDateTime(year, month, day, hour, minute, second);
}
