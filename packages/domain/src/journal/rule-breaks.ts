import { Decimal } from '../decimal.ts';
import type { JournalDayTrade } from './day-stats.ts';

/** The trader's own rules for a day (docs/rules/journal.md#rule-breaks). */
export const JOURNAL_RULES = ['MAX_TRADES', 'MAX_LOSS_R'] as const;
export type JournalRule = (typeof JOURNAL_RULES)[number];

/** The day's limits as the plan states them; null when the trader set none. */
export type JournalDayLimits = { max_trades: number | null; max_loss_r: number | null };

/** A rule the day broke: its limit, what the day reached, and the trade that broke it. */
export type JournalRuleBreak = { rule: JournalRule; limit: number; actual: number; trade: number };

const byEntry = (a: JournalDayTrade, b: JournalDayTrade) =>
  Date.parse(a.entry_date) - Date.parse(b.entry_date) || a.id - b.id;

const byClose = (a: JournalDayTrade, b: JournalDayTrade) =>
  Date.parse(a.close_date ?? '') - Date.parse(b.close_date ?? '') || a.id - b.id;

/**
 * `MAX_TRADES`: the first trade, in entry order, past `max_trades`; `actual` is the day's count. `MAX_LOSS_R`: the
 * first closed trade with a known R, in close order then id, after which the running total is below
 * −`max_loss_r`; `actual` is that running total.
 */
export function journalRuleBreaks(
  trades: readonly JournalDayTrade[],
  limits: JournalDayLimits,
): JournalRuleBreak[] {
  const breaks: JournalRuleBreak[] = [];
  const { max_trades: maxTrades, max_loss_r: maxLossR } = limits;
  if (maxTrades !== null && trades.length > maxTrades) {
    const breaker = [...trades].sort(byEntry)[maxTrades];
    if (breaker !== undefined) {
      breaks.push({ rule: 'MAX_TRADES', limit: maxTrades, actual: trades.length, trade: breaker.id });
    }
  }
  if (maxLossR !== null) {
    const floor = new Decimal(maxLossR).negated();
    let running = new Decimal(0);
    const known = trades.filter((trade) => trade.close_date !== null && trade.realized_rr !== null);
    for (const trade of known.sort(byClose)) {
      running = running.plus(trade.realized_rr ?? 0);
      if (running.lessThan(floor)) {
        breaks.push({ rule: 'MAX_LOSS_R', limit: maxLossR, actual: running.toNumber(), trade: trade.id });
        break;
      }
    }
  }
  return breaks;
}
