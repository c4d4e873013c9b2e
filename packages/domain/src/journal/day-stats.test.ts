import { expect, it } from 'vitest';
import { type JournalDayTrade, journalDayStats } from './day-stats.ts';

const trade = (id: number, fields: Partial<JournalDayTrade>): JournalDayTrade => ({
  id,
  entry_date: '2026-11-20T09:00:00Z',
  close_date: null,
  outcome: null,
  realized_rr: null,
  pnl_amount: null,
  currency: null,
  ...fields,
});

it('counts every trade, sums R and money exactly, money per currency', () => {
  // 1.1 + 2.2 − 1 = 2.3 exactly (as floats 1.1 + 2.2 is 3.3000000000000003); EUR 110.10 + (−50.05) = 60.05.
  const stats = journalDayStats([
    trade(1, { outcome: 'WIN', realized_rr: 1.1, pnl_amount: '110.10', currency: 'EUR' }),
    trade(2, { outcome: 'WIN', realized_rr: 2.2, pnl_amount: '220', currency: 'USD' }),
    trade(3, { outcome: 'LOSS', realized_rr: -1, pnl_amount: '-50.05', currency: 'EUR' }),
    trade(4, { outcome: 'BREAKEVEN', realized_rr: 0, pnl_amount: '0', currency: 'EUR' }),
    trade(5, {}),
  ]);
  expect(stats).toEqual({
    trades: 5,
    wins: 2,
    losses: 1,
    breakevens: 1,
    total_r: 2.3,
    net_pnl: { EUR: '60.05', USD: '220' },
  });
});

it('an empty day is all zeros', () => {
  expect(journalDayStats([])).toEqual({
    trades: 0,
    wins: 0,
    losses: 0,
    breakevens: 0,
    total_r: 0,
    net_pnl: {},
  });
});
