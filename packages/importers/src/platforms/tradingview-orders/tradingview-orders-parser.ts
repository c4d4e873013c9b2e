import { IMPORT_MESSAGES } from '@carnet/contract';
import { contractRoot, Decimal, type Fill } from '@carnet/domain';
import {
  type ImportFile,
  ImportFormatError,
  NO_READ_OPTIONS,
  type ParsedFile,
  type ParseError,
  type PlatformParser,
  type ReadOptions,
} from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { readPrice } from '../../read-price.ts';
import { csvHeader, readCsvTable } from '../csv-table.ts';
import { byFillId } from '../fill-order.ts';
import { parsedFileOfFills } from '../fill-trades.ts';
import { futuresPricing, pointValuesBySymbol } from '../futures-pricing.ts';
import { readIsoDateTime } from '../local-time.ts';
import { fileId } from '../row-id.ts';
import { ROW_PROBLEMS, unknownPointValue } from '../row-problems.ts';
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
 * A futures symbol (`CME_MINI:MES1!`, `COMEX:GCZ2024`) counts its root's point value, Carnet's or the trader's
 * (else its fills are line errors and the root is asked for); anything else counts 1 per point.
 */
export const tradingViewOrdersParser = {
  platform: 'TRADINGVIEW_ORDERS',
  detect: (file: ImportFile) => looksLikeTradingViewOrders(csvHeader(file.text())),
  parse(file: ImportFile, options: ReadOptions = NO_READ_OPTIONS): ParsedFile {
    const table = readCsvTable(file.text());
    const columns = orderColumnsOf(table.header);
    if (!columns) throw new ImportFormatError(IMPORT_MESSAGES.unknownFormat(EXPECTED));
    const pricing = futuresPricing(options.pointValues);
    const pointValues = new Map<string, string>();
    const errors: ParseError[] = [];
    const fills: Fill[] = [];
    for (const { line, cells } of table.rows) {
      const cell = (field: OrderField) => cells[columns[field]]?.trim() ?? '';
      if (!FILLED_STATUSES.has(cell('status').toLowerCase())) continue;
      const root = contractRoot(cell('symbol'));
      const pointValue = root === null ? null : pricing.pointValue(root);
      if (root !== null && pointValue === null) {
        errors.push({ line, message: unknownPointValue(cell('symbol'), root) });
        continue;
      }
      const fill = readFill(cell, line);
      if (typeof fill === 'string') errors.push({ line, message: IMPORT_MESSAGES.unreadableRow(fill) });
      else fills.push(fill);
      if (pointValue !== null) pointValues.set(cell('symbol'), pointValue);
    }
    return {
      ...parsedFileOfFills(byFillId(fills), errors, {
        platform: 'TRADINGVIEW_ORDERS',
        assetTypeOf: (symbol) => (pointValues.has(symbol) ? 'FUTURES' : null),
        pointValueOf: pointValuesBySymbol(pointValues),
        timeZoneHint: null,
      }),
      pointValuesNeeded: pricing.needed(),
    };
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
    id: fileId(cell('orderId')),
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
