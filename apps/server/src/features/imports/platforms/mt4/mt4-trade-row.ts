import { IMPORT_MESSAGES } from '@carnet/contract';
import type { ParsedTrade, ParseError } from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { directionOf, feesOf, readMtLevel, readMtTime, sumMoney } from '../metatrader/metatrader-values.ts';
import type { ReportRow } from '../metatrader/report-rows.ts';

/** Where each field sits in the « Closed Transactions: » / « Open Trades: » header (Taxes: older builds lack it). */
export type Mt4Columns = {
  ticket: number;
  openTime: number;
  type: number;
  size: number;
  item: number;
  openPrice: number;
  stopLoss: number;
  takeProfit: number;
  closeTime: number | null;
  closePrice: number | null;
  commission: number;
  taxes: number | null;
  swap: number;
  profit: number;
};

// Rows of the trade tables that are not trades (DESIGN §11): deposits and financing (`balance`, `credit`) and the
// pending orders MetaTrader lists as cancelled (or, in Working Orders, still waiting).
const NOT_TRADES = new Set([
  'balance',
  'credit',
  'buy limit',
  'sell limit',
  'buy stop',
  'sell stop',
  'buy stop limit',
  'sell stop limit',
]);

const unreadable = (row: ReportRow, why: string): ParseError => ({
  line: row.line,
  message: IMPORT_MESSAGES.unreadableRow(why),
});

/**
 * One row of an MT4 trade table → a trade (one exit at the close when `columns.closeTime` is set), a line error,
 * or null for rows that are not trades (comment rows of Detailed statements, balance rows, cancelled orders,
 * totals). Net = Profit + Commission + Taxes + Swap, as the statement's « Closed Trade P/L » adds them.
 */
export function readMt4TradeRow(row: ReportRow, columns: Mt4Columns): ParsedTrade | ParseError | null {
  const cell = (index: number | null): string => (index === null ? '' : (row.cells[index] ?? ''));
  const ticket = cell(columns.ticket);
  if (!/^\d+$/.test(ticket)) return null;
  const type = cell(columns.type).toLowerCase();
  if (NOT_TRADES.has(type)) return null;
  const direction = directionOf(type);
  if (direction === null) return unreadable(row, `type « ${cell(columns.type)} » inconnu`);

  const entryTime = readMtTime(cell(columns.openTime));
  if (entryTime === null) return unreadable(row, 'heure d’ouverture illisible');
  const quantity = readDecimal(cell(columns.size));
  if (quantity === null || quantity === '0' || quantity.startsWith('-')) {
    return unreadable(row, 'volume illisible');
  }
  const entryPrice = readDecimal(cell(columns.openPrice));
  if (entryPrice === null) return unreadable(row, 'prix d’ouverture illisible');
  const commission = readDecimal(cell(columns.commission));
  const taxes = columns.taxes === null ? '0' : readDecimal(cell(columns.taxes));
  const swap = readDecimal(cell(columns.swap));
  const profit = readDecimal(cell(columns.profit));
  if (commission === null || taxes === null || swap === null || profit === null) {
    return unreadable(row, 'montants illisibles');
  }

  const trade: ParsedTrade = {
    line: row.line,
    externalId: ticket,
    assetName: cell(columns.item),
    assetType: null,
    direction,
    quantity,
    entryPrice,
    entryTime,
    stopLossPrice: readMtLevel(cell(columns.stopLoss)),
    takeProfitPrice: readMtLevel(cell(columns.takeProfit)),
    exits: [],
    fees: feesOf([commission, taxes]),
    swap,
    netPnl: null,
  };
  if (trade.assetName === '') return unreadable(row, 'symbole manquant');
  if (columns.closeTime === null) return trade;

  const closeTime = readMtTime(cell(columns.closeTime));
  if (closeTime === null) return unreadable(row, 'heure de clôture illisible');
  const closePrice = readDecimal(cell(columns.closePrice));
  if (closePrice === null) return unreadable(row, 'prix de clôture illisible');
  return {
    ...trade,
    exits: [{ price: closePrice, quantity, time: closeTime }],
    netPnl: sumMoney([profit, commission, taxes, swap]),
  };
}
