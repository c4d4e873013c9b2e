import { BACKTEST_DECIMAL_PLACES, decimalDigitsError } from '../bounds.ts';
import { parseNumberCell } from './csv-cells.ts';

/** French message of a closed TradingView trade whose profit cannot be read. */
export const TRADINGVIEW_PROFIT_MESSAGE = 'Profit TradingView manquant ou illisible : nombre attendu.';

/**
 * The net profit TradingView reports for a closed trade (docs/rules/imports.md « Backtests too »): the first filled cell
 * among its exit rows then its entry row (the fixtures repeat it on both; older files fill the exit row only),
 * as a canonical decimal; its French error when none reads or it has more digits than a backtest stores.
 * TradingView may write a negative with U+2212 « − ».
 */
export function reportedProfit(cells: readonly string[], decimalComma: boolean): string | { error: string } {
  const cell = cells.find((text) => text.trim() !== '');
  const value = cell === undefined ? null : parseNumberCell(cell.trim().replace('\u2212', '-'), decimalComma);
  if (value === null) return { error: TRADINGVIEW_PROFIT_MESSAGE };
  const digitsError = decimalDigitsError(value, BACKTEST_DECIMAL_PLACES);
  return digitsError === null ? value : { error: digitsError };
}
