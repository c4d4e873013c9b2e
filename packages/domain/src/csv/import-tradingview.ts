import { BACKTEST_TRADE_MESSAGES } from '../backtest/validate-backtest-trade.ts';
import { Decimal, toDecimalString } from '../decimal.ts';
import { takeProfitsExceedQuantityMessage } from '../trade/trade-plan.ts';
import { addFieldError, type Direction, type FieldErrors } from '../types.ts';
import { type BacktestCsvImport, type BacktestCsvTrade, checkedCsvRow } from './backtest-csv-row.ts';
import { parseDateTimeCell } from './csv-cells.ts';
import type { CsvRecord } from './csv-text.ts';
import { positiveNumberCell, type RowImportOptions } from './import-carnet-rows.ts';
import type { TradingViewColumns } from './tradingview-columns.ts';
import { reportedProfit } from './tradingview-profit.ts';

/*
 * TradingView Strategy Tester « List of trades » export: two rows per trade (entry and exit, newest first, exit
 * before entry) sharing « Trade # »; Type « Entry Long » / « Exit Long ». An open trade's exit row has the signal
 * « Open » (or no price): it stays open, without a profit. docs/rules/imports.md « Backtests too »: a closed trade keeps the
 * profit TradingView reports (commission and point value included), so the session's figures are TradingView's.
 */
type Leg = {
  line: number;
  isExit: boolean;
  side: Direction | null;
  time: string;
  price: string;
  qty: string;
  signal: string;
  profit: string;
};

function readLeg(record: CsvRecord, columns: TradingViewColumns): Leg {
  const cell = (index: number | undefined): string =>
    index === undefined ? '' : (record.cells[index] ?? '');
  const type = cell(columns.type).toLowerCase();
  const side =
    type.includes('long') || type.includes('buy')
      ? 'LONG'
      : type.includes('short') || type.includes('sell')
        ? 'SHORT'
        : null;
  const isExit = type.includes('exit') || type.includes('close');
  return {
    line: record.line,
    isExit,
    side,
    time: cell(columns.date),
    price: cell(columns.price),
    qty: cell(columns.qty),
    signal: cell(columns.signal),
    profit: cell(columns.profit),
  };
}

function readTrade(
  number: string,
  legs: Leg[],
  columns: TradingViewColumns,
  options: RowImportOptions,
): BacktestCsvTrade | { line: number; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const entries = legs.filter((leg) => !leg.isExit);
  const entry = entries[0];
  const line = Math.min(...legs.map((leg) => leg.line));
  if (!entry || entries.length > 1) {
    return { line, errors: { type: [`Opération TradingView n° ${number} : une ligne d’entrée attendue.`] } };
  }
  if (entry.side === null) addFieldError(errors, 'side', BACKTEST_TRADE_MESSAGES.side);
  const entryTime = parseDateTimeCell(entry.time, options.timeZone);
  if (entryTime === null) addFieldError(errors, 'entry_time', BACKTEST_TRADE_MESSAGES.entryTime);
  const entryPrice = positiveNumberCell(entry.price, options);
  if (entryPrice === null) addFieldError(errors, 'entry_price', BACKTEST_TRADE_MESSAGES.entryPrice);
  const qty = entry.qty === '' ? '1' : positiveNumberCell(entry.qty, options);
  if (qty === null) addFieldError(errors, 'qty', BACKTEST_TRADE_MESSAGES.qty);
  const takeProfits: BacktestCsvTrade['take_profits'] = [];
  let sold = new Decimal(0);
  const closingExits = legs.filter(
    (leg) => leg.isExit && leg.signal.trim().toLowerCase() !== 'open' && leg.price !== '',
  );
  for (const exit of closingExits) {
    const price = positiveNumberCell(exit.price, options);
    const quantity = exit.qty === '' ? qty : positiveNumberCell(exit.qty, options);
    if (price === null || quantity === null) {
      addFieldError(errors, 'take_profits', `Sortie ligne ${exit.line} : prix et quantité > 0 attendus.`);
      continue;
    }
    takeProfits.push({ price, quantity_to_sell: quantity });
    sold = sold.plus(quantity);
  }
  if (qty !== null && sold.greaterThan(qty)) {
    addFieldError(errors, 'take_profits', takeProfitsExceedQuantityMessage(toDecimalString(sold), qty));
  }
  // An open trade's row may hold TradingView's running profit: only a closed trade has a result.
  const profit =
    columns.profit === undefined || closingExits.length === 0
      ? null
      : reportedProfit(
          [...closingExits, entry].map((leg) => leg.profit),
          options.decimalComma,
        );
  if (typeof profit === 'object' && profit !== null) addFieldError(errors, 'profit', profit.error);
  if (
    entry.side === null ||
    entryTime === null ||
    entryPrice === null ||
    qty === null ||
    Object.keys(errors).length > 0
  ) {
    return { line, errors };
  }
  const signals = [entry, ...legs.filter((leg) => leg.isExit)]
    .map((leg) => leg.signal.trim())
    .filter(Boolean);
  const reported = typeof profit === 'string' ? { reported_pnl: profit, currency: columns.currency } : {};
  return checkedCsvRow(line, {
    ...reported,
    entry_time: entryTime,
    side: entry.side,
    instrument: '',
    timeframe: '',
    strategy_tag: '',
    entry_price: entryPrice,
    qty,
    stop_loss: null,
    notes: [`TradingView #${number}`, signals.join(' → ')].filter(Boolean).join(' : '),
    take_profits: takeProfits,
  });
}

/** Imports the records of a TradingView « List of trades » export, one trade per « Trade # », by number. */
export function importTradingViewRecords(
  records: readonly CsvRecord[],
  columns: TradingViewColumns,
  options: RowImportOptions,
): BacktestCsvImport {
  const result: BacktestCsvImport = { rows: [], errors: [] };
  const byNumber = new Map<string, Leg[]>();
  for (const record of records) {
    const number = (record.cells[columns.trade] ?? '').trim();
    if (number === '') {
      result.errors.push({
        line: record.line,
        errors: { trade_number: ['Numéro d’opération TradingView manquant.'] },
      });
      continue;
    }
    const legs = byNumber.get(number) ?? [];
    legs.push(readLeg(record, columns));
    byNumber.set(number, legs);
  }
  const ordered = [...byNumber.entries()].sort(([a], [b]) => (Number(a) || 0) - (Number(b) || 0));
  for (const [number, legs] of ordered) {
    const trade = readTrade(number, legs, columns, options);
    if ('errors' in trade) result.errors.push(trade);
    else result.rows.push(trade);
  }
  result.errors.sort((a, b) => a.line - b.line);
  return result;
}
