import { Decimal, parseDecimal, toDecimalString } from '@carnet/domain';
import type { ImportTotals } from '../../db/schema/index.ts';
import type { TradeToWrite } from '../trades/write-trades.ts';

type MoneyValues = Pick<TradeToWrite['values'], 'status' | 'grossPnl' | 'fees' | 'swap' | 'pnlAmount'>;

/** Σ gross, fees, swap and net of the closed trades (docs/rules/imports.md), exact decimals. */
export function importTotals(trades: readonly MoneyValues[]): ImportTotals {
  const sums = { gross: new Decimal(0), fees: new Decimal(0), swap: new Decimal(0), net: new Decimal(0) };
  for (const trade of trades) {
    if (trade.status !== 'CLOSED') continue;
    sums.gross = sums.gross.plus(parseDecimal(trade.grossPnl) ?? 0);
    sums.fees = sums.fees.plus(parseDecimal(trade.fees) ?? 0);
    sums.swap = sums.swap.plus(parseDecimal(trade.swap) ?? 0);
    sums.net = sums.net.plus(parseDecimal(trade.pnlAmount) ?? 0);
  }
  return {
    gross_pnl: toDecimalString(sums.gross),
    fees: toDecimalString(sums.fees),
    swap: toDecimalString(sums.swap),
    net_pnl: toDecimalString(sums.net),
  };
}
