import { IMPORT_MESSAGES } from '@carnet/contract';
import {
  contractRoot,
  Decimal,
  type Fill,
  futuresContract,
  type RebuiltPosition,
  rebuildPositions,
  toDecimalString,
} from '@carnet/domain';
import type { PlatformParser } from '../../parsed-file.ts';
import { type ImportFile, ImportFormatError, type ParsedFile, type ParseError } from '../../parsed-file.ts';
import { type NumberStyle, readDecimal } from '../../read-decimal.ts';
import { readPrice } from '../../read-price.ts';
import { cellsByName, csvHeader, readCsvTable } from '../csv-table.ts';
import { byFillId } from '../fill-order.ts';
import { tradeOfPosition, unusedFillErrors } from '../fill-trades.ts';
import { readUsDateTime } from '../local-time.ts';
import { fileId, hashedRowId } from '../row-id.ts';
import { ROW_PROBLEMS } from '../row-problems.ts';
import { looksLikeTradovatePairs, type PairLayout, pairLayoutOf } from './tradovate-layouts.ts';
import { tradovateNotation } from './tradovate-price-format.ts';

const EXPECTED =
  'export Performance ou Position History de Tradovate (colonnes des paires de fills incomplètes)';

type PairsPlatform = 'TRADOVATE_PERFORMANCE' | 'TRADOVATE_POSITION_HISTORY';

type Pair = {
  line: number;
  symbol: string;
  account: string;
  quantity: Decimal;
  buy: { id: string; price: Decimal; time: string };
  sell: { id: string; price: Decimal; time: string };
  pnl: Decimal;
};

/**
 * Tradovate « Performance » and « Position History » exports (docs/import-formats.md#tradovate): one row per
 * buy/sell fill pair with the pair's gross P&L and no fees. The pairs are split back into their fills (a fill paired
 * several times counts once) and rebuilt FIFO, so the side of a position comes from which fill came first, shorts
 * included; a trade's money is the P&L of its pairs, as the file writes it (prices only cross-check it).
 */
function pairsParser(
  platform: PairsPlatform,
  accepts: (header: readonly string[]) => boolean,
): Omit<PlatformParser, 'parse'> & { parse: (file: ImportFile) => ParsedFile } {
  return {
    platform,
    detect: (file: ImportFile) => accepts(csvHeader(file.text())),
    parse(file: ImportFile): ParsedFile {
      const table = readCsvTable(file.text());
      const layout = pairLayoutOf(table.header);
      if (!layout) throw new ImportFormatError(IMPORT_MESSAGES.unknownFormat(EXPECTED));
      const errors: ParseError[] = [];
      const pairs: Pair[] = [];
      for (const row of table.rows) {
        const pair = readPair(layout, cellsByName(table.header, row), row.line, table.numberStyle);
        if (typeof pair === 'string')
          errors.push({ line: row.line, message: IMPORT_MESSAGES.unreadableRow(pair) });
        else pairs.push(pair);
      }
      const fills = new Map<string, Fill>();
      for (const pair of pairs) {
        addFill(fills, pair, 'BUY');
        addFill(fills, pair, 'SELL');
      }
      const pointValues = pointValuesOf(pairs);
      const rebuilt = rebuildPositions(
        byFillId(fills.values()),
        (symbol) => pointValues.get(symbol) ?? new Decimal(1),
      );
      const statedGross = grossOfPairs(rebuilt.positions, pairs);
      return {
        platform,
        trades: rebuilt.positions.map((position) => {
          const trade = tradeOfPosition(position, 'FUTURES');
          const gross = statedGross.get(position);
          return trade.netPnl === null || gross === undefined
            ? trade
            : {
                ...trade,
                netPnl: toDecimalString(gross.minus(position.fees)),
                statedGross: toDecimalString(gross),
              };
        }),
        errors: [...errors, ...unusedFillErrors(rebuilt.unused)].sort((a, b) => a.line - b.line),
        stated: {
          rowPnlSum: toDecimalString(pairs.reduce((total, pair) => total.plus(pair.pnl), new Decimal(0))),
          // The fills of the pairs read, and each pair row reported unreadable (docs/rules/imports.md#reconciliation).
          fillCount: fills.size + errors.length,
        },
        timeZoneHint: null,
      };
    },
  };
}

/** « Performance »: `buyFillId`, `sellFillId`, no account. */
export const tradovatePerformanceParser = pairsParser(
  'TRADOVATE_PERFORMANCE',
  (header) => looksLikeTradovatePairs(header) && !header.includes('Buy Fill ID'),
);

/** « Position History » with its pairs: `Buy Fill ID`, `Sell Fill ID`, the account, the position's columns. */
export const tradovatePositionHistoryParser = pairsParser('TRADOVATE_POSITION_HISTORY', (header) =>
  header.includes('Buy Fill ID'),
);

/**
 * The P&L the file states for each position: the sum of its pairs', a pair belonging to the position its opening
 * fill entered and its closing fill left (a fill that reverses through zero closes one and opens the next). Only
 * positions all of whose pairs are found get one.
 */
function grossOfPairs(
  positions: readonly RebuiltPosition[],
  pairs: readonly Pair[],
): Map<RebuiltPosition, Decimal> {
  const byEntry = new Map<string, RebuiltPosition>();
  for (const position of positions) {
    for (const entry of position.entries) {
      byEntry.set(JSON.stringify([position.account, position.direction, entry.fillId]), position);
    }
  }
  const gross = new Map<RebuiltPosition, Decimal>();
  for (const pair of pairs) {
    const asLong = byEntry.get(JSON.stringify([pair.account, 'LONG', pair.buy.id]));
    const asShort = byEntry.get(JSON.stringify([pair.account, 'SHORT', pair.sell.id]));
    const position =
      asLong?.exits.some((exit) => exit.fillId === pair.sell.id) === true
        ? asLong
        : asShort?.exits.some((exit) => exit.fillId === pair.buy.id) === true
          ? asShort
          : undefined;
    if (position === undefined) return new Map();
    gross.set(position, (gross.get(position) ?? new Decimal(0)).plus(pair.pnl));
  }
  return gross;
}

function readPair(
  layout: PairLayout,
  cell: (name: string) => string | undefined,
  line: number,
  style: NumberStyle,
): Pair | string {
  const symbol = cell(layout.symbol)?.trim() ?? '';
  if (symbol === '') return ROW_PROBLEMS.symbol;
  const quantity = readDecimal(cell(layout.quantity), style);
  if (quantity === null || !new Decimal(quantity).isPositive() || new Decimal(quantity).isZero()) {
    return ROW_PROBLEMS.quantity;
  }
  const notation = tradovateNotation(cell, style);
  if (notation === null) return ROW_PROBLEMS.price;
  const buyPrice = readPrice(cell(layout.buyPrice), style, notation);
  const sellPrice = readPrice(cell(layout.sellPrice), style, notation);
  if (buyPrice === null || sellPrice === null) return ROW_PROBLEMS.price;
  const boughtAt = readUsDateTime(cell(layout.boughtAt) ?? '');
  const soldAt = readUsDateTime(cell(layout.soldAt) ?? '');
  if (boughtAt === null || soldAt === null) return ROW_PROBLEMS.time;
  const pnl = readDecimal(cell(layout.pnl), style);
  if (pnl === null) return ROW_PROBLEMS.money;
  const account = layout.account === null ? '' : (cell(layout.account)?.trim() ?? '');
  // Without its id, a fill is known by its values (row-id.ts), never by its line: the pairs of one fill share them.
  const legId = (id: string | undefined, side: string, price: string, time: string) =>
    fileId(id) || hashedRowId('tradovate', [account, symbol, side, price, time]);
  const buyId = legId(cell(layout.buyFillId), 'BUY', buyPrice, boughtAt);
  const sellId = legId(cell(layout.sellFillId), 'SELL', sellPrice, soldAt);
  return {
    line,
    symbol,
    account,
    quantity: new Decimal(quantity),
    buy: { id: buyId, price: new Decimal(buyPrice), time: boughtAt },
    sell: { id: sellId, price: new Decimal(sellPrice), time: soldAt },
    pnl: new Decimal(pnl),
  };
}

function addFill(fills: Map<string, Fill>, pair: Pair, side: Fill['side']): void {
  const leg = side === 'BUY' ? pair.buy : pair.sell;
  const key = JSON.stringify([pair.account, side, leg.id]);
  const known = fills.get(key);
  if (known) {
    known.quantity = known.quantity.plus(pair.quantity);
    return;
  }
  fills.set(key, {
    id: leg.id,
    line: pair.line,
    account: pair.account,
    symbol: pair.symbol,
    side,
    quantity: pair.quantity,
    price: leg.price,
    time: leg.time,
    fee: new Decimal(0),
    effect: null,
  });
}

/**
 * The point value of each symbol: the known futures root's, else what the file's own P&L implies
 * (P&L ÷ (sell − buy) × quantity of a pair that moved), so no contract Carnet does not know is left unpriced.
 */
function pointValuesOf(pairs: readonly Pair[]): Map<string, Decimal> {
  const values = new Map<string, Decimal>();
  for (const pair of pairs) {
    if (values.has(pair.symbol)) continue;
    const known = futuresContract(contractRoot(pair.symbol) ?? '')?.pointValue ?? null;
    const move = pair.sell.price.minus(pair.buy.price).times(pair.quantity);
    if (known !== null) values.set(pair.symbol, new Decimal(known));
    else if (!move.isZero()) values.set(pair.symbol, pair.pnl.dividedBy(move));
  }
  return values;
}
