import { backtestTradeResult } from '../backtest/backtest-trade.ts';
import { BACKTEST_TRADE_MESSAGES } from '../backtest/validate-backtest-trade.ts';
import { BACKTEST_DECIMAL_PLACES, decimalDigitsError } from '../bounds.ts';
import { Decimal, toDecimalString } from '../decimal.ts';
import { takeProfitsExceedQuantityMessage } from '../trade/trade-plan.ts';
import { addFieldError, type FieldErrors } from '../types.ts';
import { type BacktestCsvTrade, type CsvLineError, checkedCsvRow } from './backtest-csv-row.ts';
import { parseDateTimeCell, parseNumberCell, parseSideCell } from './csv-cells.ts';
import { type CsvRecord, restoreNeutralised } from './csv-text.ts';

/** Columns an import in our own format cannot do without. */
export const REQUIRED_CARNET_COLUMNS = ['entry_time', 'side', 'entry_price', 'qty'] as const;

/** Options of a row import: decimal commas (`;` files) and the zone of times written without an offset. */
export type RowImportOptions = { decimalComma: boolean; timeZone: string };

const TP_COLUMN = /^tp(\d+)_(price|qty)$/;

/** Positions of our columns in a header (normalised names), or null when a required one is missing. */
export function carnetColumns(headers: readonly string[]): Map<string, number> | null {
  const columns = new Map<string, number>();
  headers.forEach((header, index) => {
    if (!columns.has(header)) columns.set(header, index);
  });
  return REQUIRED_CARNET_COLUMNS.every((column) => columns.has(column)) ? columns : null;
}

const takeProfitNumbersCache = new WeakMap<Map<string, number>, number[]>();

/** Numbers of the take profits present in a header (tp1, tp2, …), ascending; computed once per header. */
function takeProfitNumbers(columns: Map<string, number>): number[] {
  const cached = takeProfitNumbersCache.get(columns);
  if (cached) return cached;
  const numbers = new Set<number>();
  for (const header of columns.keys()) {
    const match = TP_COLUMN.exec(header);
    if (match) numbers.add(Number(match[1]));
  }
  const sorted = [...numbers].sort((a, b) => a - b);
  takeProfitNumbersCache.set(columns, sorted);
  return sorted;
}

/** Canonical decimal string of a number cell strictly above zero; null otherwise. */
export function positiveNumberCell(cell: string, options: RowImportOptions): string | null {
  const value = parseNumberCell(cell, options.decimalComma);
  // Canonical strings write zero only as "0" and negatives with a leading "-".
  return value !== null && value !== '0' && !value.startsWith('-') ? value : null;
}

/** Reads one record of our format into a trade, or its field errors keyed by column name. */
export function readCarnetRecord(
  record: CsvRecord,
  columns: Map<string, number>,
  options: RowImportOptions,
): BacktestCsvTrade | CsvLineError {
  const cell = (name: string): string => record.cells[columns.get(name) ?? -1] ?? '';
  const text = (name: string): string => restoreNeutralised(cell(name));
  const errors: FieldErrors = {};
  const entryTime = parseDateTimeCell(cell('entry_time'), options.timeZone);
  if (entryTime === null) addFieldError(errors, 'entry_time', BACKTEST_TRADE_MESSAGES.entryTime);
  const side = parseSideCell(cell('side'));
  if (side === null) addFieldError(errors, 'side', BACKTEST_TRADE_MESSAGES.side);
  const entryPrice = positiveNumberCell(cell('entry_price'), options);
  if (entryPrice === null) addFieldError(errors, 'entry_price', BACKTEST_TRADE_MESSAGES.entryPrice);
  const qty = positiveNumberCell(cell('qty'), options);
  if (qty === null) addFieldError(errors, 'qty', BACKTEST_TRADE_MESSAGES.qty);
  const stopCell = cell('stop_loss');
  const stopLoss = stopCell === '' ? null : positiveNumberCell(stopCell, options);
  if (stopCell !== '' && stopLoss === null)
    addFieldError(errors, 'stop_loss', BACKTEST_TRADE_MESSAGES.stopLoss);
  const takeProfits: BacktestCsvTrade['take_profits'] = [];
  let sold = new Decimal(0);
  for (const n of takeProfitNumbers(columns)) {
    const priceCell = cell(`tp${n}_price`);
    const qtyCell = cell(`tp${n}_qty`);
    if (priceCell === '' && qtyCell === '') continue;
    const price = positiveNumberCell(priceCell, options);
    const quantity = positiveNumberCell(qtyCell, options);
    if (price === null)
      addFieldError(errors, `tp${n}_price`, `Prix du take profit ${n} invalide : nombre > 0 attendu.`);
    if (quantity === null) {
      addFieldError(errors, `tp${n}_qty`, `Quantité du take profit ${n} invalide : nombre > 0 attendu.`);
    }
    if (price !== null && quantity !== null) {
      takeProfits.push({ price, quantity_to_sell: quantity });
      sold = sold.plus(quantity);
    }
  }
  if (qty !== null && sold.greaterThan(qty)) {
    addFieldError(errors, 'take_profits', takeProfitsExceedQuantityMessage(toDecimalString(sold), qty));
  }
  if (
    entryTime === null ||
    side === null ||
    entryPrice === null ||
    qty === null ||
    Object.keys(errors).length > 0
  ) {
    return { line: record.line, errors };
  }
  const trade: BacktestCsvTrade = {
    entry_time: entryTime,
    side,
    instrument: text('instrument'),
    timeframe: text('timeframe'),
    strategy_tag: text('strategy_tag'),
    entry_price: entryPrice,
    qty,
    stop_loss: stopLoss,
    notes: text('notes'),
    take_profits: takeProfits,
  };
  const reportedPnl = exportedReportedPnl(trade, cell('pnl_abs'), options);
  return checkedCsvRow(record.line, reportedPnl === null ? trade : { ...trade, reported_pnl: reportedPnl });
}

/**
 * The `pnl_abs` of our export when it is not the pnl of the row's exits: a profit reported by the platform
 * (docs/rules/imports.md, a TradingView import) that the round trip must keep. Null when the cell is empty, unreadable,
 * too long to store, the pnl of the exits, or the trade is open.
 */
function exportedReportedPnl(
  trade: BacktestCsvTrade,
  cell: string,
  options: RowImportOptions,
): string | null {
  const value = cell === '' ? null : parseNumberCell(cell, options.decimalComma);
  if (value === null || decimalDigitsError(value, BACKTEST_DECIMAL_PLACES) !== null) return null;
  const computed = backtestTradeResult(trade);
  return computed.is_closed && computed.pnl_abs !== value ? value : null;
}
