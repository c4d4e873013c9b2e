import { Decimal } from '@carnet/domain';
import type { ImportFile, ParsedFile, PlatformParser } from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { csvHeader } from '../csv-table.ts';
import { type FillRowReader, readFillsCsv } from '../fill-csv.ts';
import { type FillsPlatform, parsedFileOfFills } from '../fill-trades.ts';
import { readIsoDateTime } from '../local-time.ts';
import { hashedRowId } from '../row-id.ts';
import { feeNotCounted, ROW_PROBLEMS } from '../row-problems.ts';
import { readCoinAmount } from './binance-amount.ts';

const COLUMNS = ['Date(UTC)', 'Pair', 'Side', 'Price', 'Executed', 'Amount', 'Fee'] as const;
const EXPECTED = `historique des trades Binance (colonnes ${COLUMNS.join(', ')})`;
const BINANCE: FillsPlatform = {
  platform: 'BINANCE_TRADES',
  assetTypeOf: () => 'CRYPTO',
  timeZoneHint: 'UTC',
  timeZoneStated: true,
};

/**
 * Binance spot « Trade History » export (FORMATS.md): one row per fill, times in UTC, quantities with their coin
 * glued on. Spot has no shorts: a buy opens or adds, a sell closes (FIFO per pair), and a sell of coins bought
 * before the file is an orphan close. A fee in the quote coin counts as is, one in the base coin at the fill's
 * price; one in a third coin (BNB) has no price in the file and is reported.
 */
export const binanceTradesParser = {
  platform: 'BINANCE_TRADES',
  detect: (file: ImportFile) => {
    const header = csvHeader(file.text());
    return header.includes('Date(UTC)') && header.includes('Pair') && header.includes('Executed');
  },
  parse(file: ImportFile): ParsedFile {
    const { fills, errors } = readFillsCsv(file, { columns: COLUMNS, expected: EXPECTED }, readFill);
    // Binance gives fills no id: the same fields twice in a file are two fills, told apart by their rank.
    const seen = new Map<string, number>();
    const ranked = fills.map((fill) => {
      const rank = (seen.get(fill.id) ?? 0) + 1;
      seen.set(fill.id, rank);
      return { ...fill, id: `${fill.id}-${rank}` };
    });
    return parsedFileOfFills(ranked, errors, BINANCE);
  },
} satisfies PlatformParser;

const readFill: FillRowReader = (cell, line, errors) => {
  const pair = cell('Pair')?.trim() ?? '';
  if (pair === '') return ROW_PROBLEMS.symbol;
  const side = cell('Side')?.trim().toUpperCase();
  if (side !== 'BUY' && side !== 'SELL') return ROW_PROBLEMS.side;
  const time = readIsoDateTime(cell('Date(UTC)') ?? '');
  if (time === null) return ROW_PROBLEMS.time;
  const price = readDecimal(cell('Price'));
  if (price === null) return ROW_PROBLEMS.price;
  const executed = readCoinAmount(cell('Executed'));
  if (executed === null) return ROW_PROBLEMS.quantity;
  const amount = readCoinAmount(cell('Amount'));
  const fee = readCoinAmount(cell('Fee'));
  if (amount === null || fee === null) return ROW_PROBLEMS.money;
  let feeInQuote = new Decimal(0);
  if (fee.coin === amount.coin) feeInQuote = new Decimal(fee.amount);
  else if (fee.coin === executed.coin) feeInQuote = new Decimal(fee.amount).times(price);
  else if (fee.amount !== '0') errors.push({ line, message: feeNotCounted(fee.coin) });
  return {
    id: hashedRowId('binance', [time, pair, side, price, executed.amount]),
    line,
    account: '',
    symbol: pair,
    side,
    quantity: new Decimal(executed.amount),
    price: new Decimal(price),
    time,
    fee: feeInQuote,
    effect: side === 'BUY' ? 'OPEN' : 'CLOSE',
  };
};
