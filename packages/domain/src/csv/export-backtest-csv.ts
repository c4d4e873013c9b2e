import { backtestTradeResult } from '../backtest/backtest-trade.ts';
import { normalizeDecimal } from '../decimal.ts';
import { toEpochMs, toIsoUtc } from '../time/instant.ts';
import type { DecimalInput, Direction } from '../types.ts';
import { CSV_LEADING_COLUMNS, CSV_TRAILING_COLUMNS, MIN_TAKE_PROFIT_COLUMNS } from './backtest-csv-row.ts';
import { neutraliseFormula, quoteCell } from './csv-text.ts';

/** A backtest trade to export, as the server holds it (take profits in their order). */
export type BacktestExportTrade = {
  entry_time: Date | number | string;
  side: Direction;
  instrument: string;
  timeframe: string;
  strategy_tag: string;
  entry_price: DecimalInput;
  qty: DecimalInput;
  stop_loss: DecimalInput | null;
  notes: string;
  take_profits: readonly { price: DecimalInput; quantity_to_sell: DecimalInput }[];
  /**
   * The stored pnl when the server has one: a reported profit (docs/rules/imports.md, TradingView's) differs from the pnl of
   * the exits, and the export writes what the session counts. Computed from the exits when absent.
   */
  pnl_abs?: DecimalInput | null;
};

/** Header of an export with `takeProfitColumns` tp pairs: `entry_time,side,…,tp1_price,tp1_qty,…,notes,pnl_abs,r_multiple`. */
export function backtestCsvHeader(takeProfitColumns: number): string[] {
  const tpColumns = Array.from({ length: takeProfitColumns }, (_, i) => [
    `tp${i + 1}_price`,
    `tp${i + 1}_qty`,
  ]);
  return [...CSV_LEADING_COLUMNS, ...tpColumns.flat(), ...CSV_TRAILING_COLUMNS];
}

const decimalCell = (value: DecimalInput | null | undefined): string =>
  value === null || value === undefined ? '' : (normalizeDecimal(value) ?? '');

const textCell = (value: string): string => quoteCell(neutraliseFormula(value));

const timeCell = (value: Date | number | string): string => {
  const epochMs = toEpochMs(value);
  return epochMs === null ? '' : toIsoUtc(epochMs);
};

/**
 * CSV export of a session's trades (docs/rules/backtests.md): UTF-8 text, `,`-separated, CRLF line ends, as many tp columns
 * as the session needs (at least 3), text cells neutralised against formulas, pnl_abs as stored (computed from
 * the exits when not given), r_multiple computed.
 */
export function exportBacktestCsv(trades: readonly BacktestExportTrade[]): string {
  const takeProfitColumns = Math.max(
    MIN_TAKE_PROFIT_COLUMNS,
    ...trades.map((trade) => trade.take_profits.length),
  );
  const lines = [backtestCsvHeader(takeProfitColumns).join(',')];
  for (const trade of trades) {
    const result = backtestTradeResult(trade);
    const takeProfitCells = Array.from({ length: takeProfitColumns }, (_, i) => {
      const takeProfit = trade.take_profits[i];
      return [decimalCell(takeProfit?.price), decimalCell(takeProfit?.quantity_to_sell)];
    });
    const cells = [
      timeCell(trade.entry_time),
      trade.side,
      textCell(trade.instrument),
      textCell(trade.timeframe),
      textCell(trade.strategy_tag),
      decimalCell(trade.entry_price),
      decimalCell(trade.qty),
      decimalCell(trade.stop_loss),
      ...takeProfitCells.flat(),
      textCell(trade.notes),
      trade.pnl_abs === undefined ? (result.pnl_abs ?? '') : decimalCell(trade.pnl_abs),
      result.r_multiple === null ? '' : String(result.r_multiple),
    ];
    lines.push(cells.join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
