import { IMPORT_MESSAGES } from '@carnet/contract';
import { Decimal, type Fill } from '@carnet/domain';
import { futuresPointValue } from '../../futures-point-values.ts';
import type { ImportFile, ParsedFile, ParseError } from '../../parsed-file.ts';
import { ImportFormatError, type PlatformParser } from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { readPrice } from '../../read-price.ts';
import { csvHeader, readCsvTable } from '../csv-table.ts';
import { byFillId } from '../fill-order.ts';
import { parsedFileOfFills } from '../fill-trades.ts';
import { readIsoDateTime } from '../local-time.ts';
import { ROW_PROBLEMS } from '../row-problems.ts';
import {
  FILLED_STATUSES,
  looksLikeTradingViewOrders,
  type OrderField,
  orderColumnsOf,
  SIDES,
} from './order-columns.ts';

const EXPECTED =
  'historique des ordres TradingView (colonnes Symbol, Side, Qty, Fill Price, Status, Closing Time)';

/**
 * TradingView paper-trading / broker « Order History » (FORMATS.md): one row per order; only filled ones are fills
 * (at their average `Fill Price`, at their `Closing Time`), paired FIFO per symbol, longs and shorts alike.
 * A futures symbol (`CME_MINI:MES1!`) counts its known point value; anything else counts 1 per point.
 */
export const tradingViewOrdersParser = {
  platform: 'TRADINGVIEW_ORDERS',
  detect: (file: ImportFile) => looksLikeTradingViewOrders(csvHeader(file.text())),
  parse(file: ImportFile): ParsedFile {
    const table = readCsvTable(file.text());
    const columns = orderColumnsOf(table.header);
    if (!columns) throw new ImportFormatError(IMPORT_MESSAGES.unknownFormat(EXPECTED));
    const errors: ParseError[] = [];
    const fills: Fill[] = [];
    for (const { line, cells } of table.rows) {
      const cell = (field: OrderField) => cells[columns[field]]?.trim() ?? '';
      if (!FILLED_STATUSES.has(cell('status').toLowerCase())) continue;
      const fill = readFill(cell, line);
      if (typeof fill === 'string') errors.push({ line, message: IMPORT_MESSAGES.unreadableRow(fill) });
      else fills.push(fill);
    }
    return parsedFileOfFills(byFillId(fills), errors, {
      platform: 'TRADINGVIEW_ORDERS',
      assetTypeOf: (symbol) => (futuresPointValue(contractOf(symbol)) === null ? null : 'FUTURES'),
      pointValueOf: (symbol) => new Decimal(pointValueOf(symbol)),
      timeZoneHint: null,
    });
  },
} satisfies PlatformParser;

function readFill(cell: (field: OrderField) => string, line: number): Fill | string {
  const symbol = cell('symbol');
  if (symbol === '') return ROW_PROBLEMS.symbol;
  const side = SIDES[cell('side').toLowerCase()];
  if (side === undefined) return ROW_PROBLEMS.side;
  const quantity = readDecimal(cell('quantity'));
  if (quantity === null) return ROW_PROBLEMS.quantity;
  const price = readPrice(cell('fillPrice'));
  if (price === null) return ROW_PROBLEMS.price;
  const time = readIsoDateTime(cell('closingTime'));
  if (time === null) return ROW_PROBLEMS.time;
  const commission = readDecimal(cell('commission') || '0');
  if (commission === null) return ROW_PROBLEMS.money;
  return {
    id: cell('orderId') || `line-${line}`,
    line,
    account: '',
    symbol,
    side,
    quantity: new Decimal(quantity),
    price: new Decimal(price),
    time,
    fee: new Decimal(commission).abs(),
    effect: null,
  };
}

/** `CME_MINI:MES1!` → `MES`, `COMEX:GCZ2024` → `GCZ2024`: the contract without exchange and continuous mark. */
function contractOf(symbol: string): string {
  const name = symbol.includes(':') ? symbol.slice(symbol.indexOf(':') + 1) : symbol;
  return name.replace(/\d+!$/, '');
}

function pointValueOf(symbol: string): string {
  return futuresPointValue(contractOf(symbol)) ?? '1';
}
