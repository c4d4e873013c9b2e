import { expect, it } from 'vitest';
import type { JournalDayTrade } from './day-stats.ts';
import { journalRuleBreaks } from './rule-breaks.ts';

const closed = (id: number, entry: string, close: string, r: number | null): JournalDayTrade => ({
  id,
  entry_date: `2026-11-20T${entry}:00Z`,
  close_date: `2026-11-20T${close}:00Z`,
  outcome: null,
  realized_rr: r,
  pnl_amount: null,
  currency: null,
});

// Entry order 11 (09:00), 12 (09:30), 13 (10:00), 14 (10:30); close order 12 (10:00), 11 (10:15), 14 (11:00), 13 (12:00).
const day = [
  closed(13, '10:00', '12:00', 0.5),
  closed(11, '09:00', '10:15', -1),
  closed(14, '10:30', '11:00', -0.6),
  closed(12, '09:30', '10:00', -0.5),
];

it('MAX_TRADES names the first trade past the limit in entry order', () => {
  expect(journalRuleBreaks(day, { max_trades: 2, max_loss_r: null })).toEqual([
    { rule: 'MAX_TRADES', limit: 2, actual: 4, trade: 13 },
  ]);
  expect(journalRuleBreaks(day, { max_trades: 4, max_loss_r: null })).toEqual([]);
});

it('MAX_LOSS_R names the trade after which the running R, in close order, goes below the limit', () => {
  // Running R by close: 12 → −0.5, 11 → −1.5, 14 → −2.1, 13 → −1.6.
  expect(journalRuleBreaks(day, { max_trades: null, max_loss_r: 2 })).toEqual([
    { rule: 'MAX_LOSS_R', limit: 2, actual: -2.1, trade: 14 },
  ]);
  // Reaching the limit exactly is not below it: −1.5 is not below −1.5; −2.1 is.
  expect(journalRuleBreaks(day, { max_trades: null, max_loss_r: 1.5 })).toEqual([
    { rule: 'MAX_LOSS_R', limit: 1.5, actual: -2.1, trade: 14 },
  ]);
  expect(journalRuleBreaks(day, { max_trades: null, max_loss_r: 3 })).toEqual([]);
});

it('open trades and unknown R do not move the running total; both rules can break', () => {
  const open: JournalDayTrade = { ...closed(15, '08:00', '08:00', null), close_date: null };
  const unknown = closed(16, '08:30', '09:00', null);
  expect(journalRuleBreaks([...day, open, unknown], { max_trades: 5, max_loss_r: 2 })).toEqual([
    { rule: 'MAX_TRADES', limit: 5, actual: 6, trade: 14 },
    { rule: 'MAX_LOSS_R', limit: 2, actual: -2.1, trade: 14 },
  ]);
});
