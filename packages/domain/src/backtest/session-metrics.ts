import { Decimal, parseDecimal, toDecimalString, toRoundedNumber } from '../decimal.ts';
import { toEpochMs } from '../time/instant.ts';
import type { DecimalInput } from '../types.ts';

/** What session metrics read of a backtest trade: when it was entered and its pnl (null while open). */
export type SessionTrade = { entry_time: Date | number | string; pnl_abs: DecimalInput | null };

/** Metrics of a backtest session (docs/rules/trades.md#fields), money as decimal strings, ratios to 4 decimals. */
export type SessionMetrics = {
  trades_total: number;
  trades_closed: number;
  total_pnl: string;
  /** Fraction 0..1 of closed trades with pnl > 0; null without a closed trade. */
  win_rate: number | null;
  /** Gross profit / |gross loss|; null without a losing trade. */
  profit_factor: number | null;
  /** Largest peak-to-trough drop of starting equity + cumulative pnl, in entry-time order; ≥ 0. */
  max_drawdown_abs: string;
};

/** Session metrics of docs/rules/backtests.md from its trades (any order) and its starting equity. */
export function computeSessionMetrics(
  startingEquity: DecimalInput,
  trades: readonly SessionTrade[],
): SessionMetrics {
  const closed = trades
    .map((trade, index) => ({
      at: toEpochMs(trade.entry_time) ?? 0,
      index,
      pnl: parseDecimal(trade.pnl_abs),
    }))
    .filter((trade): trade is { at: number; index: number; pnl: Decimal } => trade.pnl !== null)
    .sort((a, b) => a.at - b.at || a.index - b.index);
  let equity = parseDecimal(startingEquity) ?? new Decimal(0);
  let peak = equity;
  let maxDrawdown = new Decimal(0);
  let grossProfit = new Decimal(0);
  let grossLoss = new Decimal(0);
  let wins = 0;
  for (const { pnl } of closed) {
    if (pnl.isPositive() && !pnl.isZero()) {
      wins++;
      grossProfit = grossProfit.plus(pnl);
    } else if (pnl.isNegative() && !pnl.isZero()) {
      grossLoss = grossLoss.plus(pnl);
    }
    equity = equity.plus(pnl);
    if (equity.greaterThan(peak)) peak = equity;
    if (peak.minus(equity).greaterThan(maxDrawdown)) maxDrawdown = peak.minus(equity);
  }
  return {
    trades_total: trades.length,
    trades_closed: closed.length,
    total_pnl: toDecimalString(grossProfit.plus(grossLoss)),
    win_rate: closed.length > 0 ? toRoundedNumber(new Decimal(wins).dividedBy(closed.length), 4) : null,
    profit_factor: grossLoss.isZero() ? null : toRoundedNumber(grossProfit.dividedBy(grossLoss.abs()), 4),
    max_drawdown_abs: toDecimalString(maxDrawdown),
  };
}
