import { IMPORT_MESSAGES } from '@carnet/contract';
import { Decimal, type Fill, toDecimalString } from '@carnet/domain';
import {
  type ImportFile,
  ImportFormatError,
  type LocalDateTime,
  type ParsedFile,
  type ParseError,
  type PlatformParser,
} from '../../parsed-file.ts';
import { type NumberStyle, readDecimal } from '../../read-decimal.ts';
import { firstLine } from '../csv-table.ts';
import { type FillsPlatform, parsedFileOfFills } from '../fill-trades.ts';
import { readUsDateTime } from '../local-time.ts';
import { hashedRowId } from '../row-id.ts';
import { ROW_PROBLEMS } from '../row-problems.ts';
import { type CashBalance, type CashTrade, readCashBalance } from './statement-cash.ts';
import { cellOf, type SectionCell, statementSections } from './statement-sections.ts';

const TITLE = 'Account Statement for';
const TRADES = 'Account Trade History';
const EXPECTED = `relevé de compte thinkorswim (section ${TRADES})`;
const THINKORSWIM: FillsPlatform = {
  platform: 'THINKORSWIM_STATEMENT',
  assetTypeOf: () => 'STOCK',
  // thinkorswim shows its times in the zone chosen in the platform, US Eastern unless changed.
  timeZoneHint: 'America/New_York',
};
// Only shares are read: an option or a futures row needs a multiplier the section does not give.
const SHARE_TYPES = new Set(['STOCK', 'ETF']);
const EFFECTS: Readonly<Record<string, Fill['effect']>> = { 'TO OPEN': 'OPEN', 'TO CLOSE': 'CLOSE' };
const notShares = (type: string) => `type ${type || 'vide'} non lu (actions seulement)`;

/**
 * thinkorswim (TD Ameritrade, Schwab) « Account Statement » (docs/import-formats.md#thinkorswim): one CSV of
 * sections. The fills are the rows of « Account Trade History » (`TO OPEN` / `TO CLOSE`, an order's fills split
 * over several rows), paired FIFO per symbol; each takes its fees, its time to the second and its order number
 * (`REF #`, its id) from the matching trade row of « Cash Balance ». When that section holds nothing but the
 * trades, and every position closes in the file, its cash is the trades' net: the file then states its rows' sum
 * and its TOTAL row's, which may disagree (the real file's TOTAL is 2 cents off its rows).
 */
export const thinkorswimStatementParser = {
  platform: 'THINKORSWIM_STATEMENT',
  detect: (file: ImportFile) => firstLine(file.text()).startsWith(TITLE) && file.text().includes(TRADES),
  parse(file: ImportFile): ParsedFile {
    const sections = statementSections(file.text());
    const history = sections.get(TRADES);
    if (history === undefined) throw new ImportFormatError(IMPORT_MESSAGES.unknownFormat(EXPECTED));
    const cash = readCashBalance(sections.get('Cash Balance'));
    const fills: Fill[] = [];
    const errors: ParseError[] = [];
    for (const row of history.rows) {
      const fill = readFill(cellOf(history.header, row), row.line, cash.trades, history.numberStyle);
      if (typeof fill === 'string')
        errors.push({ line: row.line, message: IMPORT_MESSAGES.unreadableRow(fill) });
      else fills.push(fill);
    }
    const parsed = parsedFileOfFills(fills.reverse(), errors, THINKORSWIM);
    return { ...parsed, stated: { fillCount: history.rows.length, ...cashStated(cash, parsed) } };
  },
} satisfies PlatformParser;

function readFill(cell: SectionCell, line: number, cash: CashTrade[], style: NumberStyle): Fill | string {
  const symbol = cell('Symbol');
  if (symbol === '') return ROW_PROBLEMS.symbol;
  if (!SHARE_TYPES.has(cell('Type'))) return notShares(cell('Type'));
  const side = cell('Side');
  if (side !== 'BUY' && side !== 'SELL') return ROW_PROBLEMS.side;
  const signed = readDecimal(cell('Qty'), style);
  if (signed === null) return ROW_PROBLEMS.quantity;
  const quantity = toDecimalString(new Decimal(signed).abs());
  const price = readDecimal(cell('Price'), style);
  if (price === null) return ROW_PROBLEMS.price;
  const executed = readUsDateTime(cell('Exec Time'));
  if (executed === null) return ROW_PROBLEMS.time;
  const booked = cash.find(
    (trade) =>
      !trade.used &&
      trade.symbol === symbol &&
      trade.side === side &&
      trade.quantity === quantity &&
      trade.price === price &&
      sameMinute(trade.time, executed),
  );
  if (booked) booked.used = true;
  return {
    id: booked?.ref || hashedRowId('tos', [symbol, side, quantity, price, executed]),
    line,
    account: '',
    symbol,
    side,
    quantity: new Decimal(quantity),
    price: new Decimal(price),
    time: booked?.time ?? executed,
    fee: booked?.fee ?? new Decimal(0),
    effect: EFFECTS[cell('Pos Effect')] ?? null,
  };
}

/** The history writes minutes (`11/12/2022 11:27`), the cash rows seconds (`10:04:09`). */
const sameMinute = (seconds: LocalDateTime, minutes: LocalDateTime) =>
  seconds.slice(0, 16) === minutes.slice(0, 16);

/** The cash figures that are the trades' net: only when the cash is nothing but trades that all closed. */
function cashStated(cash: CashBalance, parsed: ParsedFile): ParsedFile['stated'] {
  const allClosed = parsed.errors.length === 0 && parsed.trades.every((trade) => trade.netPnl !== null);
  if (!cash.onlyTrades || !allClosed || cash.trades.some((trade) => !trade.used)) return {};
  const rowSum = cash.trades.reduce(
    (total, trade) => total.plus(trade.amount).minus(trade.fee),
    new Decimal(0),
  );
  return {
    rowPnlSum: toDecimalString(rowSum),
    ...(cash.statedNet === null ? {} : { netTotal: cash.statedNet }),
  };
}
