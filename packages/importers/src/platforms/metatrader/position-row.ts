import { IMPORT_MESSAGES } from '@carnet/contract';
import type { ParsedTrade, ParseError } from '../../parsed-file.ts';
import { readDecimal } from '../../read-decimal.ts';
import { directionOf, feesOf, readMtLevel, readMtTime, sumMoney } from './metatrader-values.ts';
import type { ReportRow } from './report-rows.ts';

/**
 * Where each field sits in a trade table's header: MT4's « Closed Transactions: » / « Open Trades: », MT5's
 * « Positions » / « Open Positions ». Closing fields only in a closed table.
 */
export type PositionColumns = {
  /** MT4's Ticket, MT5's Position. */
  id: number;
  openTime: number;
  type: number;
  volume: number;
  symbol: number;
  openPrice: number;
  stopLoss: number;
  takeProfit: number;
  closeTime: number | null;
  closePrice: number | null;
  /** What the trade paid besides the swap (Commission, MT4's Taxes); null for a column the report lacks. */
  charges: readonly (number | null)[];
  swap: number;
  profit: number;
};

/** Where MT4 and MT5 differ: the types of rows that are not trades, and whether a blank charge or swap is 0. */
export type PositionRowRules = { notTrades: ReadonlySet<string>; isBlankChargeZero: boolean };

const unreadable = (row: ReportRow, why: string): ParseError => ({
  line: row.line,
  message: IMPORT_MESSAGES.unreadableRow(why),
});

/**
 * One row of a trade table → a trade (one exit at the close when `columns.closeTime` is set), a line error, or
 * null for rows that hold no trade (comments, spacers, totals, the types `rules` leaves out). Net = Profit + the
 * charges + Swap, as the report's own totals add them (never MT5's Balance column of Deals: FORMATS.md).
 */
export function readPositionRow(
  row: ReportRow,
  columns: PositionColumns,
  rules: PositionRowRules,
): ParsedTrade | ParseError | null {
  const cell = (index: number | null): string => (index === null ? '' : (row.cells[index] ?? ''));
  const charge = (index: number | null): string | null =>
    index === null ? '0' : readDecimal(rules.isBlankChargeZero ? cell(index) || '0' : cell(index));
  const externalId = cell(columns.id);
  if (!/^\d+$/.test(externalId)) return null;
  if (rules.notTrades.has(cell(columns.type).toLowerCase())) return null;
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
  const charges = columns.charges.map(charge);
  const swap = charge(columns.swap);
  const profit = readDecimal(cell(columns.profit));
  if (swap === null || profit === null || charges.some((value) => value === null)) {
    return unreadable(row, 'montants illisibles');
  }
  const paid = charges.filter((value): value is string => value !== null);
  const assetName = cell(columns.symbol);
  if (assetName === '') return unreadable(row, 'symbole manquant');

  const trade: ParsedTrade = {
    line: row.line,
    externalId,
    assetName,
    assetType: null,
    direction,
    quantity,
    entryPrice,
    entryTime,
    // S/L is the stop as it stands when the report is written (moved to break even, into profit): never the risk
    // taken at entry (docs/rules/imports.md#stops).
    stopLossPrice: null,
    lastStopPrice: readMtLevel(cell(columns.stopLoss)),
    takeProfitPrice: readMtLevel(cell(columns.takeProfit)),
    exits: [],
    fees: feesOf(paid),
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
    netPnl: sumMoney([profit, ...paid, swap]),
  };
}

/** The trades and line errors of a table's data rows. */
export function readPositionRows(
  rows: readonly ReportRow[],
  columns: PositionColumns,
  rules: PositionRowRules,
): { trades: ParsedTrade[]; errors: ParseError[] } {
  const trades: ParsedTrade[] = [];
  const errors: ParseError[] = [];
  for (const row of rows) {
    const read = readPositionRow(row, columns, rules);
    if (read === null) continue;
    if ('externalId' in read) trades.push(read);
    else errors.push(read);
  }
  return { trades, errors };
}
