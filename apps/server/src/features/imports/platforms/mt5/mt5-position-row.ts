import { IMPORT_MESSAGES } from '@carnet/contract';
import type { ParsedTrade, ParseError } from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { directionOf, feesOf, readMtLevel, readMtTime, sumMoney } from '../metatrader/metatrader-values.ts';
import type { ReportRow } from '../metatrader/report-rows.ts';

/** Where each field sits in the « Positions » / « Open Positions » header (closing fields only when closed). */
export type Mt5Columns = {
  openTime: number;
  position: number;
  symbol: number;
  type: number;
  volume: number;
  openPrice: number;
  stopLoss: number;
  takeProfit: number;
  closeTime: number | null;
  closePrice: number | null;
  commission: number | null;
  swap: number;
  profit: number;
};

const unreadable = (row: ReportRow, why: string): ParseError => ({
  line: row.line,
  message: IMPORT_MESSAGES.unreadableRow(why),
});

/**
 * One row of MT5's « Positions » (closed: one exit at the close) or « Open Positions » → a trade, a line error, or
 * null when the row holds no position (spacers, totals). Net = Profit + Commission + Swap, never the Balance
 * column of Deals (FORMATS.md).
 */
export function readMt5PositionRow(row: ReportRow, columns: Mt5Columns): ParsedTrade | ParseError | null {
  const cell = (index: number | null): string => (index === null ? '' : (row.cells[index] ?? ''));
  const position = cell(columns.position);
  if (!/^\d+$/.test(position)) return null;
  const direction = directionOf(cell(columns.type));
  if (direction === null) return unreadable(row, `type « ${cell(columns.type)} » inconnu`);
  const entryTime = readMtTime(cell(columns.openTime));
  if (entryTime === null) return unreadable(row, 'heure d’ouverture illisible');
  const quantity = readDecimal(cell(columns.volume));
  if (quantity === null || quantity === '0' || quantity.startsWith('-')) {
    return unreadable(row, 'volume illisible');
  }
  const entryPrice = readDecimal(cell(columns.openPrice));
  if (entryPrice === null) return unreadable(row, 'prix d’ouverture illisible');
  const commission = columns.commission === null ? '0' : readDecimal(cell(columns.commission) || '0');
  const swap = readDecimal(cell(columns.swap) || '0');
  const profit = readDecimal(cell(columns.profit));
  if (commission === null || swap === null || profit === null) return unreadable(row, 'montants illisibles');
  const assetName = cell(columns.symbol);
  if (assetName === '') return unreadable(row, 'symbole manquant');

  const trade: ParsedTrade = {
    line: row.line,
    externalId: position,
    assetName,
    assetType: null,
    direction,
    quantity,
    entryPrice,
    entryTime,
    stopLossPrice: readMtLevel(cell(columns.stopLoss)),
    takeProfitPrice: readMtLevel(cell(columns.takeProfit)),
    exits: [],
    fees: feesOf([commission]),
    swap,
    netPnl: null,
  };
  if (columns.closeTime === null) return trade;

  const closeTime = readMtTime(cell(columns.closeTime));
  if (closeTime === null) return unreadable(row, 'heure de clôture illisible');
  const closePrice = readDecimal(cell(columns.closePrice));
  if (closePrice === null) return unreadable(row, 'prix de clôture illisible');
  return {
    ...trade,
    exits: [{ price: closePrice, quantity, time: closeTime }],
    netPnl: sumMoney([profit, commission, swap]),
  };
}
