import { BACKTEST_TRADE_MESSAGES } from '../backtest/validate-backtest-trade.ts';
import { Decimal, toDecimalString } from '../decimal.ts';
import { takeProfitsExceedQuantityMessage } from '../trade/trade-plan.ts';
import { addFieldError, type Direction, type FieldErrors } from '../types.ts';
import { type BacktestCsvImport, type BacktestCsvTrade, checkedCsvRow } from './backtest-csv-row.ts';
import { parseDateTimeCell } from './csv-cells.ts';
import type { CsvRecord } from './csv-text.ts';
import { positiveNumberCell, type RowImportOptions } from './import-carnet-rows.ts';

/*
 * TradingView Strategy Tester « List of trades » export: two rows per trade (entry and exit, exit usually
 * first) sharing « Trade # ». Older exports: `Trade #,Type,Signal,Date/Time,Price,Contracts,Profit,…`, Type
 * « Entry Long » / « Exit Long »; newer: `Trade #,Type,Date/Time|Date and time,Signal,Price USD,
 * Position size (qty),…,Net P&L USD,…`. An open trade's exit row has the signal « Open » (or no price).
 */
type TradingViewColumns = {
  trade: number;
  type: number;
  date: number;
  price: number;
  qty?: number;
  signal?: number;
};

const QTY_HEADERS = [
  'contracts',
  'quantity',
  'qty',
  'position size (qty)',
  'size (qty)',
  'position size',
  'size',
];
const DATE_HEADERS = ['date/time', 'date and time', 'date', 'time'];

/** Finds TradingView's columns in a normalised header, or null when it is not a « List of trades » export. */
export function tradingViewColumns(headers: readonly string[]): TradingViewColumns | null {
  const find = (names: readonly string[]): number | undefined => {
    for (const name of names) {
      const index = headers.indexOf(name);
      if (index >= 0) return index;
    }
    return undefined;
  };
  const trade = find(['trade #', 'trade#', 'trade no', 'trade number']);
  const type = find(['type']);
  const date = find(DATE_HEADERS);
  const price = headers.findIndex((header) => /^price(?: [a-z]{2,6})?$/.test(header));
  if (trade === undefined || type === undefined || date === undefined || price < 0) return null;
  return { trade, type, date, price, qty: find(QTY_HEADERS), signal: find(['signal']) };
}

type Leg = {
  line: number;
  isExit: boolean;
  side: Direction | null;
  time: string;
  price: string;
  qty: string;
  signal: string;
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
  };
}

function readTrade(
  number: string,
  legs: Leg[],
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
  for (const exit of legs.filter((leg) => leg.isExit)) {
    if (exit.signal.trim().toLowerCase() === 'open' || exit.price === '') continue;
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
  return checkedCsvRow(line, {
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
    const trade = readTrade(number, legs, options);
    if ('errors' in trade) result.errors.push(trade);
    else result.rows.push(trade);
  }
  result.errors.sort((a, b) => a.line - b.line);
  return result;
}
