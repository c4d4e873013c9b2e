import { describe, expect, it } from 'vitest';
import { type AccountTrade, checkStatement, type FileTrade } from './statement-check.ts';

// docs/rules/imports.md#statement-check. A file of three closed EURUSD trades, times in UTC, days in Paris (UTC+1
// in January): A closes 2025-01-06 10:00 UTC (net 120.50), B closes 2025-01-06 23:30 UTC — already 2025-01-07 in
// Paris — (net −40.25), C closes 2025-01-07 15:00 UTC (net 10.10).
function fileTrade(externalId: string, entry: string, close: string, net: string): FileTrade {
  return {
    line: 1,
    external_id: externalId,
    asset_type: 'FOREX',
    asset_name: 'EURUSD',
    direction: 'LONG',
    quantity: '1.5',
    entry_price: '1.03',
    stop_loss_price: null,
    last_stop_price: null,
    entry_date: entry,
    status: 'CLOSED',
    close_date: close,
    close_price: '1.04',
    exits: [],
    realized_rr: null,
    fees: '3.5',
    swap: '0',
    gross_pnl: net,
    pnl_amount: net,
    pnl_source: 'REPORTED',
  };
}

const A = fileTrade('A', '2025-01-06T09:00:00Z', '2025-01-06T10:00:00Z', '120.50');
const B = fileTrade('B', '2025-01-06T22:00:00Z', '2025-01-06T23:30:00Z', '-40.25');
const C = fileTrade('C', '2025-01-07T14:00:00Z', '2025-01-07T15:00:00Z', '10.10');

/** The account's copy of a file trade, with the changes given. */
function held(id: number, trade: FileTrade, changes: Partial<AccountTrade> = {}): AccountTrade {
  const { asset_name, direction, quantity, entry_price, entry_date, status, close_price, close_date } = trade;
  const { fees, swap, pnl_amount } = trade;
  return {
    id,
    external_id: trade.external_id,
    ...{ asset_name, direction, quantity, entry_price, entry_date, status, close_price, close_date },
    ...{ fees, swap, pnl_amount },
    ...changes,
  };
}

describe('checkStatement', () => {
  it('an account holding exactly the file is ok, decimals compared by value', () => {
    const account = [held(1, A, { quantity: '1.50', pnl_amount: '120.5' }), held(2, B), held(3, C)];
    const check = checkStatement([A, B, C], account, 'Europe/Paris');
    expect(check).toMatchObject({ ok: true, matched: 3, missing: [], extra: [], different: [] });
    expect(check.days).toEqual([
      { date: '2025-01-06', carnet_net: '120.5', file_net: '120.5', difference: '0' },
      { date: '2025-01-07', carnet_net: '-30.15', file_net: '-30.15', difference: '0' },
    ]);
  });

  it('a trade typed by hand matches within 60 s without the id, its differing net listed and counted by day', () => {
    // Typed 45 s after the file's entry, symbol in lower case, net 118.00 instead of 120.50: 2.50 short on the 6th.
    const typed = held(7, A, {
      external_id: null,
      asset_name: 'eurusd',
      entry_date: '2025-01-06T09:00:45Z',
      pnl_amount: '118.00',
    });
    const check = checkStatement([A], [typed], 'Europe/Paris');
    expect(check.matched).toBe(1);
    expect(check.different).toEqual([
      { id: 7, external_id: 'A', field: 'asset_name', carnet: 'eurusd', file: 'EURUSD' },
      { id: 7, external_id: 'A', field: 'pnl_amount', carnet: '118.00', file: '120.50' },
    ]);
    expect(check.days).toEqual([
      { date: '2025-01-06', carnet_net: '118', file_net: '120.5', difference: '-2.5' },
    ]);
    expect(check.ok).toBe(false);
  });

  it('61 s apart, another direction or another quantity is no match: missing and extra', () => {
    const late = held(8, A, { external_id: null, entry_date: '2025-01-06T09:01:01Z' });
    const short = held(9, A, { external_id: null, direction: 'SHORT' });
    const bigger = held(10, A, { external_id: null, quantity: '2' });
    for (const trade of [late, short, bigger]) {
      const check = checkStatement([A], [trade], 'UTC');
      expect(check.matched).toBe(0);
      expect(check.missing.map((missing) => missing.external_id)).toEqual(['A']);
      expect(check.extra).toEqual([
        { id: trade.id, asset_name: 'EURUSD', entry_date: trade.entry_date, pnl_amount: '120.50' },
      ]);
    }
  });

  it('the closest entry wins when two typed trades could match', () => {
    const far = held(11, A, { external_id: null, entry_date: '2025-01-06T08:59:10Z' });
    const near = held(12, A, { external_id: null, entry_date: '2025-01-06T09:00:05Z' });
    const check = checkStatement([A], [far, near], 'UTC');
    expect(check.extra.map((trade) => trade.id)).toEqual([11]);
    expect(check.different).toEqual([]);
  });

  it('a missing trade, an extra one and the days to the cent', () => {
    // The account lacks C (10.10 on the 7th) and holds D, closed on the 7th for 5.05: −30.15 in the file that day,
    // −40.25 + 5.05 = −35.20 in the account, difference −5.05.
    const D = held(4, fileTrade('D', '2025-01-07T08:00:00Z', '2025-01-07T09:00:00Z', '5.05'));
    const check = checkStatement([A, B, C], [held(1, A), held(2, B), D], 'Europe/Paris');
    expect(check.missing).toEqual([{ ...C, is_duplicate: false }]);
    expect(check.extra).toEqual([
      { id: 4, asset_name: 'EURUSD', entry_date: '2025-01-07T08:00:00Z', pnl_amount: '5.05' },
    ]);
    expect(check.days).toEqual([
      { date: '2025-01-06', carnet_net: '120.5', file_net: '120.5', difference: '0' },
      { date: '2025-01-07', carnet_net: '-35.2', file_net: '-30.15', difference: '-5.05' },
    ]);
    expect(check.ok).toBe(false);
  });

  it("the account's trades outside the file's days are not compared", () => {
    const before = held(5, fileTrade('OLD', '2024-12-30T09:00:00Z', '2024-12-30T10:00:00Z', '99'));
    const check = checkStatement([A], [held(1, A), before], 'UTC');
    expect(check).toMatchObject({ ok: true, matched: 1, extra: [] });
    expect(check.days).toEqual([
      { date: '2025-01-06', carnet_net: '120.5', file_net: '120.5', difference: '0' },
    ]);
  });

  it('an open trade of the account closed in the file differs on its status, close and net', () => {
    const open = held(6, C, { status: 'OPEN', close_date: null, close_price: null, pnl_amount: null });
    const check = checkStatement([C], [open], 'UTC');
    expect(
      check.different.map((difference) => [difference.field, difference.carnet, difference.file]),
    ).toEqual([
      ['status', 'OPEN', 'CLOSED'],
      ['close_price', null, '1.04'],
      ['close_date', null, '2025-01-07T15:00:00Z'],
      ['pnl_amount', null, '10.10'],
    ]);
    expect(check.days).toEqual([
      { date: '2025-01-07', carnet_net: '0', file_net: '10.1', difference: '-10.1' },
    ]);
  });
});
