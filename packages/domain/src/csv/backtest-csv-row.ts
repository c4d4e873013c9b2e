import { validateBacktestTrade } from '../backtest/validate-backtest-trade.ts';
import { type Direction, hasNoFieldError } from '../types.ts';

/** A backtest trade as the CSV codec reads and writes it: canonical decimal strings, ISO 8601 UTC time. */
export type BacktestCsvTrade = {
  entry_time: string;
  side: Direction;
  instrument: string;
  timeframe: string;
  strategy_tag: string;
  entry_price: string;
  qty: string;
  stop_loss: string | null;
  notes: string;
  take_profits: { price: string; quantity_to_sell: string }[];
  /**
   * A closed trade's net result as the platform reports it (docs/rules/imports.md « Backtests too »: TradingView's profit,
   * commission and point value included), kept as its pnl instead of the one computed from its exits.
   */
  reported_pnl?: string;
  /** The currency of `reported_pnl` when the file names it (TradingView's `Profit THB` header). */
  currency?: string | null;
};

/** A rejected CSV line: its 1-based line number and French messages by field (column name). */
export type CsvLineError = { line: number; errors: Partial<Record<string, string[]>> };

/** What an import yields: the valid rows, and the invalid lines with their errors. It never throws. */
export type BacktestCsvImport = { rows: BacktestCsvTrade[]; errors: CsvLineError[] };

/** Columns before the take profits in our export (docs/rules/backtests.md). */
export const CSV_LEADING_COLUMNS = [
  'entry_time',
  'side',
  'instrument',
  'timeframe',
  'strategy_tag',
  'entry_price',
  'qty',
  'stop_loss',
] as const;

/**
 * Columns after the take profits in our export. r_multiple is computed, ignored on import; pnl_abs is read back
 * only where it differs from the pnl of the exits (a reported profit, docs/rules/imports.md), so the round trip stays exact.
 */
export const CSV_TRAILING_COLUMNS = ['notes', 'pnl_abs', 'r_multiple'] as const;

/** docs/rules/backtests.md: an export always has at least three take-profit column pairs. */
export const MIN_TAKE_PROFIT_COLUMNS = 3;

/**
 * A row a reader accepted, held to the rules of a trade typed in the form, bounds included (dates 1900–2200,
 * digits, an R that can be stored); the errors of its line otherwise.
 */
export function checkedCsvRow(line: number, trade: BacktestCsvTrade): BacktestCsvTrade | CsvLineError {
  const errors = validateBacktestTrade(trade);
  return hasNoFieldError(errors) ? trade : { line, errors };
}
