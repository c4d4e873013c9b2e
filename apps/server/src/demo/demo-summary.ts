import type { PlannedTradeRows } from './plan-demo-trades.ts';

export type TradeCounts = {
  trades: number;
  closedTrades: number;
  openTrades: number;
  draftTrades: number;
  wins: number;
  losses: number;
  breakevens: number;
  reviewedTrades: number;
};

/** What `carnet demo` loaded, for its report and its tests. */
export type DemoSummary = TradeCounts & {
  userId: number;
  tradeScreenshots: number;
  /** Candles around the most recent closed trades (demo-candles.ts). */
  candles: number;
  globalStrategies: number;
  configurations: number;
  capitalAccounts: number;
  backtestSessions: number;
  backtestTrades: number;
  goals: number;
  timeLogs: number;
};

export function countTrades(trades: readonly PlannedTradeRows[]): TradeCounts {
  const counts: TradeCounts = {
    trades: trades.length,
    closedTrades: 0,
    openTrades: 0,
    draftTrades: 0,
    wins: 0,
    losses: 0,
    breakevens: 0,
    reviewedTrades: 0,
  };
  for (const { values } of trades) {
    if (values.isDraft) counts.draftTrades += 1;
    else if (values.status === 'CLOSED') counts.closedTrades += 1;
    else counts.openTrades += 1;
    if (values.outcome === 'WIN') counts.wins += 1;
    if (values.outcome === 'LOSS') counts.losses += 1;
    if (values.outcome === 'BREAKEVEN') counts.breakevens += 1;
    if ((values.postTradeReview ?? '') !== '') counts.reviewedTrades += 1;
  }
  return counts;
}

/** The report printed once the demo is loaded (French: the user reads it). */
export function describeDemo(summary: DemoSummary): string[] {
  return [
    `Opérations : ${summary.trades} (${summary.closedTrades} clôturées — ${summary.wins} gagnantes, ${summary.losses} perdantes, ${summary.breakevens} au point mort —, ${summary.openTrades} ouvertes, ${summary.draftTrades} brouillons), ${summary.tradeScreenshots} captures`,
    `Configurations : ${summary.configurations}, stratégies globales : ${summary.globalStrategies}, comptes de capital : ${summary.capitalAccounts}`,
    `Backtests : ${summary.backtestSessions} sessions, ${summary.backtestTrades} opérations ; objectifs : ${summary.goals}, temps enregistrés : ${summary.timeLogs}`,
  ];
}
