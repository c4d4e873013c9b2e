import { type Decimal, parseDecimal, sumDecimals, toDecimalString } from '../decimal.ts';
import { type Exit, pnlUnits, rMultiple } from '../trade/realized-r.ts';
import type { DecimalInput, Direction } from '../types.ts';

/** A backtest take profit: an exit of `quantity_to_sell` at `price` (docs/rules/backtests.md: take profits are the exits). */
export type BacktestExit = { price: DecimalInput; quantity_to_sell: DecimalInput };

/** The figures of a backtest trade that its result depends on. */
export type BacktestTradeFigures = {
  side: Direction;
  entry_price: DecimalInput;
  qty: DecimalInput;
  stop_loss: DecimalInput | null;
  take_profits: readonly BacktestExit[];
};

/** Outcome of a backtest trade: closed or open, its pnl (decimal string) and R (4 decimals), null while open. */
export type BacktestTradeResult = { is_closed: boolean; pnl_abs: string | null; r_multiple: number | null };

const OPEN: BacktestTradeResult = { is_closed: false, pnl_abs: null, r_multiple: null };

/**
 * Result of a backtest trade (docs/rules/backtests.md): exits at its take profits; when they do not cover `qty`, the rest
 * exits at the stop loss, or the trade stays open without one. R is null without a stop (or with a zero risk).
 */
export function backtestTradeResult(trade: BacktestTradeFigures): BacktestTradeResult {
  const entry = parseDecimal(trade.entry_price);
  const qty = parseDecimal(trade.qty);
  if (!entry || !qty) return OPEN;
  const stop = trade.stop_loss === null || trade.stop_loss === '' ? null : parseDecimal(trade.stop_loss);
  const exits: Exit[] = [];
  for (const takeProfit of trade.take_profits) {
    const price = parseDecimal(takeProfit.price);
    const quantity = parseDecimal(takeProfit.quantity_to_sell);
    if (!price || !quantity) return OPEN;
    exits.push({ price, quantity });
  }
  const remainder: Decimal = qty.minus(sumDecimals(exits.map((exit) => exit.quantity)));
  if (remainder.isPositive() && !remainder.isZero()) {
    if (!stop) return OPEN;
    exits.push({ price: stop, quantity: remainder });
  }
  const pnl = pnlUnits(trade.side, entry, exits);
  return {
    is_closed: true,
    pnl_abs: toDecimalString(pnl),
    r_multiple: stop ? rMultiple(pnl, qty, entry, stop) : null,
  };
}
