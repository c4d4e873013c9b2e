import { Decimal, toDecimalString } from '@carnet/domain';
import type { ParsedTrade } from '../parsed-file.ts';

/**
 * Σ of the net of the closed trades read, for formats where one row is one closed position and its net is the
 * row's own (MetaTrader: profit + commission + taxes + swap): the file's row sum the reconciliation checks
 * (docs/rules/imports.md#reconciliation).
 */
export function closedNetSum(trades: readonly ParsedTrade[]): string {
  let sum = new Decimal(0);
  for (const trade of trades) {
    if (trade.netPnl !== null && trade.exits.length > 0) sum = sum.plus(trade.netPnl);
  }
  return toDecimalString(sum);
}
