import { Decimal, toDecimalString } from '../decimal.ts';
import type { Outcome } from '../types.ts';

/** A trade of the day as its figures need it: outcome and R once closed, its money in its account's currency. */
export type JournalDayTrade = {
  id: number;
  entry_date: string;
  close_date: string | null;
  outcome: Outcome | null;
  realized_rr: number | null;
  pnl_amount: string | null;
  currency: string | null;
};

/** The day's figures (docs/rules/journal.md#day): counts by outcome, Σ R exact, net money per currency. */
export type JournalDayStats = {
  trades: number;
  wins: number;
  losses: number;
  breakevens: number;
  total_r: number;
  net_pnl: Record<string, string>;
};

/** The day's figures over its trades (drafts already left out): every trade counted, R and money summed exactly. */
export function journalDayStats(trades: readonly JournalDayTrade[]): JournalDayStats {
  let totalR = new Decimal(0);
  const net = new Map<string, Decimal>();
  const count = (outcome: Outcome) => trades.filter((trade) => trade.outcome === outcome).length;
  for (const trade of trades) {
    if (trade.realized_rr !== null) totalR = totalR.plus(trade.realized_rr);
    if (trade.pnl_amount !== null && trade.currency !== null) {
      net.set(trade.currency, (net.get(trade.currency) ?? new Decimal(0)).plus(trade.pnl_amount));
    }
  }
  const currencies = [...net.keys()].sort();
  return {
    trades: trades.length,
    wins: count('WIN'),
    losses: count('LOSS'),
    breakevens: count('BREAKEVEN'),
    total_r: totalR.toNumber(),
    net_pnl: Object.fromEntries(
      currencies.map((currency) => [currency, toDecimalString(net.get(currency) ?? new Decimal(0))]),
    ),
  };
}
