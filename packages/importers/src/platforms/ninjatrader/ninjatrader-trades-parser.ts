import { IMPORT_MESSAGES } from '@carnet/contract';
import { contractRoot, Decimal, toDecimalString } from '@carnet/domain';
import type { ImportFile, LocalDateTime, ParsedFile, ParsedTrade, ParseError } from '../../parsed-file.ts';
import { ImportFormatError, type PlatformParser } from '../../parsed-file.ts';
import { type NumberStyle, readDecimal } from '../../read-decimal.ts';
import { readPrice } from '../../read-price.ts';
import { csvHeader, readCsvTable } from '../csv-table.ts';
import { rankedRowIds } from '../row-id.ts';
import { ROW_PROBLEMS } from '../row-problems.ts';
import { columnIndex, MARKET_POSITIONS, type TradeColumns, tradesLayoutOf } from './ninjatrader-columns.ts';
import { numberStyleOf, timeReaderOf } from './ninjatrader-regional.ts';

const EXPECTED = 'export Trades de NinjaTrader (aucune ligne de trade)';

/**
 * NinjaTrader 8 « Trades » performance export (FORMATS.md), English or French header: one row per trade, numbers
 * and dates in the Windows regional format (`39,30 $`, `15/01/2025 10:30:00`), a trailing comma on every line.
 * The net of a trade is NinjaTrader's own: the step of `Cum. net profit` from the row before (so Σ net equals the
 * file's last cumulative net to the cent), or Profit − Commission when the column is absent.
 */
export const ninjaTraderTradesParser = {
  platform: 'NINJATRADER_TRADES',
  detect: (file: ImportFile) => tradesLayoutOf(csvHeader(file.text())) !== null,
  parse(file: ImportFile): ParsedFile {
    const table = readCsvTable(file.text());
    const layout = tradesLayoutOf(table.header);
    if (!layout || table.rows.length === 0)
      throw new ImportFormatError(IMPORT_MESSAGES.unknownFormat(EXPECTED));
    const cell = (cells: readonly string[], name: keyof TradeColumns) =>
      cells[columnIndex(table.header, layout.columns[name])]?.trim() ?? '';
    const style = numberStyleOf(
      table.rows.map((row) => cell(row.cells, 'entryPrice')),
      table.rows.map((row) => cell(row.cells, 'commission')),
    );
    const readTime = timeReaderOf(
      layout.language,
      style,
      table.rows.map((row) => cell(row.cells, 'entryTime')),
    );
    const idOf = rankedRowIds('nt');
    const trades: ParsedTrade[] = [];
    const errors: ParseError[] = [];
    const hasCumulative = columnIndex(table.header, layout.columns.cumNetProfit) !== -1;
    let previousCumulative: string | null = '0';
    let lastCumulative: string | null = null;
    for (const { line, cells } of table.rows) {
      const read = (name: keyof TradeColumns) => cell(cells, name);
      const cumulative = hasCumulative ? readDecimal(read('cumNetProfit'), style) : null;
      const trade = readTrade(read, { style, readTime, idOf }, line, {
        previous: hasCumulative ? previousCumulative : null,
        current: cumulative,
      });
      previousCumulative = cumulative;
      if (cumulative !== null) lastCumulative = cumulative;
      if (typeof trade === 'string') errors.push({ line, message: IMPORT_MESSAGES.unreadableRow(trade) });
      else trades.push(trade);
    }
    return {
      platform: 'NINJATRADER_TRADES',
      trades,
      errors,
      stated: {
        ...(lastCumulative === null ? {} : { closedCount: table.rows.length, netTotal: lastCumulative }),
        rowPnlSum: rowNetSum(trades),
      },
      timeZoneHint: null,
    };
  },
} satisfies PlatformParser;

/** How the rows of one file read: its number style, its date order, its ids (row-id.ts). */
type RowReading = {
  style: NumberStyle;
  readTime: (raw: string) => LocalDateTime | null;
  idOf: (fields: readonly string[]) => string;
};

function readTrade(
  read: (name: keyof TradeColumns) => string,
  { style, readTime, idOf }: RowReading,
  line: number,
  cumulative: { previous: string | null; current: string | null },
): ParsedTrade | string {
  const instrument = read('instrument');
  if (instrument === '') return ROW_PROBLEMS.symbol;
  const direction = MARKET_POSITIONS[read('marketPosition').toLowerCase()];
  if (direction === undefined) return ROW_PROBLEMS.side;
  const quantity = readDecimal(read('quantity'), style);
  if (quantity === null || !new Decimal(quantity).isPositive() || quantity === '0')
    return ROW_PROBLEMS.quantity;
  const entryPrice = readPrice(read('entryPrice'), style);
  const exitPrice = readPrice(read('exitPrice'), style);
  if (entryPrice === null || exitPrice === null) return ROW_PROBLEMS.price;
  const entryTime = readTime(read('entryTime'));
  const exitTime = readTime(read('exitTime'));
  if (entryTime === null || exitTime === null) return ROW_PROBLEMS.time;
  const commission = readDecimal(read('commission') || '0', style);
  const profit = readDecimal(read('profit'), style);
  if (commission === null || profit === null) return ROW_PROBLEMS.money;
  const fees = new Decimal(commission).abs();
  const net =
    cumulative.previous !== null && cumulative.current !== null
      ? new Decimal(cumulative.current).minus(cumulative.previous)
      : new Decimal(profit).minus(fees);
  const account = read('account');
  return {
    line,
    // The grid has no id of its own (« Trade number » restarts at 1 in every export): two equal rows, two fills
    // of one order, are told apart by their rank.
    externalId: idOf([account, instrument, entryTime, exitTime, quantity, entryPrice, exitPrice]),
    assetName: instrument,
    assetType: contractRoot(instrument) === null ? null : 'FUTURES',
    direction,
    quantity,
    entryPrice,
    entryTime,
    stopLossPrice: null,
    takeProfitPrice: null,
    exits: [{ price: exitPrice, quantity, time: exitTime }],
    fees: toDecimalString(fees),
    swap: '0',
    netPnl: toDecimalString(net),
    statedGross: profit,
  };
}

/** Σ of the rows' own Profit − Commission: what the cumulative column's steps must add up to. */
function rowNetSum(trades: readonly ParsedTrade[]): string {
  let sum = new Decimal(0);
  for (const trade of trades) sum = sum.plus(trade.statedGross ?? '0').minus(trade.fees);
  return toDecimalString(sum);
}
