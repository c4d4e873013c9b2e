import { IMPORT_MESSAGES } from '@carnet/contract';
import { Decimal, sumDecimals, toDecimalString } from '@carnet/domain';
import type { ImportFile, ParsedExit, ParsedFile, ParsedTrade, ParseError } from '../../parsed-file.ts';
import { ImportFormatError, type PlatformParser } from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { csvHeader, readCsvTable } from '../csv-table.ts';
import { readEuropeanDateTime, readIsoDateTime } from '../local-time.ts';
import { fileId, hashedRowId } from '../row-id.ts';
import { ROW_PROBLEMS } from '../row-problems.ts';
import { closedNetSum } from '../stated-figures.ts';
import { type CtraderHeader, ctraderHeaderOf, looksLikeCtrader, zoneOfOffset } from './ctrader-header.ts';

const EXPECTED =
  'historique cTrader (colonnes ID, Symbol, Opening direction, Closing time, Net… incomplètes)';

/** One line of the history: a closing of (part of) a position. */
type Closing = {
  line: number;
  id: string;
  symbol: string;
  direction: ParsedTrade['direction'];
  openedAt: string;
  entryPrice: string;
  exit: ParsedExit;
  commission: Decimal;
  swap: Decimal;
  net: Decimal;
};

/**
 * cTrader « History » export (FORMATS.md): one line per closing, the time offset and the account currency inside
 * the header (`Closing time (UTC+4)`, `Net €`). Lines of the same position id are one trade whose partial closes
 * are its exits; net, swap and commission are the file's own, summed.
 */
export const ctraderHistoryParser = {
  platform: 'CTRADER_HISTORY',
  detect: (file: ImportFile) => looksLikeCtrader(csvHeader(file.text())),
  parse(file: ImportFile): ParsedFile {
    const table = readCsvTable(file.text());
    const header = ctraderHeaderOf(table.header);
    if (!header) throw new ImportFormatError(IMPORT_MESSAGES.unknownFormat(EXPECTED));
    const errors: ParseError[] = [];
    const positions = new Map<string, Closing[]>();
    for (const { line, cells } of table.rows) {
      const closing = readClosing(header, cells, line);
      if (typeof closing === 'string') {
        errors.push({ line, message: IMPORT_MESSAGES.unreadableRow(closing) });
        continue;
      }
      positions.set(closing.id, [...(positions.get(closing.id) ?? []), closing]);
    }
    const zone = zoneOfOffset(header.offset);
    const trades = [...positions.values()].map(tradeOfClosings);
    return {
      platform: 'CTRADER_HISTORY',
      trades,
      errors,
      stated: { rowPnlSum: closedNetSum(trades) },
      timeZoneHint: zone,
      timeZoneStated: zone !== null,
    };
  },
} satisfies PlatformParser;

function readClosing(header: CtraderHeader, cells: readonly string[], line: number): Closing | string {
  const cell = (index: number) => cells[index]?.trim() ?? '';
  const symbol = cell(header.symbol);
  if (symbol === '') return ROW_PROBLEMS.symbol;
  const side = cell(header.openingDirection).toLowerCase();
  if (side !== 'buy' && side !== 'sell') return ROW_PROBLEMS.side;
  // `0.09 Lots`, `1 000` units: the unit is the file's, kept as written.
  const quantity = readDecimal(cell(header.closingQuantity).replace(/\s*(lots?|units?)$/i, ''));
  if (quantity === null || quantity === '0' || quantity.startsWith('-')) return ROW_PROBLEMS.quantity;
  const entryPrice = readDecimal(cell(header.entryPrice));
  const closingPrice = readDecimal(cell(header.closingPrice));
  if (entryPrice === null || closingPrice === null) return ROW_PROBLEMS.price;
  const openedAt = readTime(cell(header.openingTime));
  const closedAt = readTime(cell(header.closingTime));
  if (openedAt === null || closedAt === null) return ROW_PROBLEMS.time;
  const commission = readDecimal(cell(header.commission) || '0');
  const swap = readDecimal(cell(header.swap) || '0');
  const net = readDecimal(cell(header.net));
  if (commission === null || swap === null || net === null) return ROW_PROBLEMS.money;
  return {
    line,
    // Without its position id, a closing is known by its opening: the closings of one position share it.
    id: fileId(cell(header.id)) || hashedRowId('ctrader', [symbol, side, openedAt, entryPrice]),
    symbol,
    direction: side === 'buy' ? 'LONG' : 'SHORT',
    openedAt,
    entryPrice,
    exit: { price: closingPrice, quantity, time: closedAt },
    commission: new Decimal(commission),
    swap: new Decimal(swap),
    net: new Decimal(net),
  };
}

function readTime(raw: string): string | null {
  return readIsoDateTime(raw) ?? readEuropeanDateTime(raw);
}

function tradeOfClosings(closings: readonly Closing[]): ParsedTrade {
  const ordered = [...closings].sort((a, b) =>
    a.exit.time < b.exit.time ? -1 : a.exit.time > b.exit.time ? 1 : 0,
  );
  const first = ordered[0] ?? closings[0];
  if (!first) throw new Error('a position has at least one closing');
  return {
    line: Math.min(...closings.map((c) => c.line)),
    externalId: first.id,
    assetName: first.symbol,
    assetType: null,
    direction: first.direction,
    quantity: toDecimalString(sumDecimals(ordered.map((c) => new Decimal(c.exit.quantity)))),
    entryPrice: first.entryPrice,
    entryTime: first.openedAt,
    stopLossPrice: null,
    takeProfitPrice: null,
    exits: ordered.map((c) => c.exit),
    // cTrader writes commissions negative (money paid); fees are ≥ 0.
    fees: toDecimalString(sumDecimals(ordered.map((c) => c.commission)).abs()),
    swap: toDecimalString(sumDecimals(ordered.map((c) => c.swap))),
    netPnl: toDecimalString(sumDecimals(ordered.map((c) => c.net))),
  };
}
