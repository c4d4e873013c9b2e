import {
  IMPORT_PLATFORM_LABELS,
  type ImportBatch,
  type ImportPreview,
  type Trade,
  type TradeHistoryEntry,
} from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { exitTotalsMismatches } from '../../../test/support/exit-totals-test-support.ts';
import { postImport } from '../../../test/support/imports-test-support.ts';
import { GOLD_LONG, type Mt5Position, mt5HtmlReport } from '../../../test/support/mt5-html-test-support.ts';
import { apiOf, createAccount } from '../../../test/support/trades-test-support.ts';

// docs/rules/imports.md: « a later file that shows it closed completes that trade instead of adding a second one ».
// Account of 10 000, times read in UTC. MetaTrader 5 reports:
//   May 6 — position 1001 XAUUSD buy 0.50 closed: profit 1 250.00, commission −3.50, swap −1.10 → net 1 245.40;
//           position 1003 EURUSD sell 0.20 at 1.13100, stop 1.13500, still open, swap −0.35 → an OPEN trade.
//           Balance 10 000 + 1 245.40 = 11 245.40.
//   May 8 — 1001 again (a duplicate) and 1003 closed May 7 09:30 at 1.12600: profit 100.00, commission −1.40,
//           swap −0.70 → net 97.90, fees 1.40, gross 97.90 + 1.40 + 0.70 = 100; the S/L 1.13500 is the stop as it
//           stood, its last stop: R unknown, WIN from the net (docs/rules/imports.md#stops). Total Net Profit
//           1 245.40 + 97.90 = 1 343.30. Balance 11 245.40 + 97.90 = 11 343.30.
//   Undoing May 8 puts 1003 back OPEN with its swap −0.35 and no fees: balance 11 245.40. Undoing May 6 after May 8
//   removes both trades, the completed one's net included: balance 10 000.

const t = useTestApp();

const EURO_OPEN: Mt5Position = {
  id: '1003',
  symbol: 'EURUSD',
  type: 'sell',
  volume: '0.20',
  openTime: '2025.05.06 08:00:00',
  openPrice: '1.13100',
  stopLoss: '1.13500',
  swap: '-0.35',
};
const EURO_CLOSED: Mt5Position = {
  ...EURO_OPEN,
  swap: '-0.70',
  close: { time: '2025.05.07 09:30:00', price: '1.12600', commission: '-1.40', profit: '100.00' },
};
const MAY_6 = mt5HtmlReport([GOLD_LONG, EURO_OPEN], '1245.40');
const MAY_8 = mt5HtmlReport([GOLD_LONG, EURO_CLOSED], '1343.30');

async function arrange(name: string) {
  const user = await t.createUser(name);
  const api = apiOf(t, user);
  const account = await createAccount(api, '10000');
  const send = async (file: typeof MAY_6, path: '' | 'preview/' = '') => {
    const answer = await postImport(t, user, path, file, { capital_account: account.id, timezone: 'UTC' });
    expect(answer.statusCode, answer.body).toBe(path === '' ? 201 : 200);
    return answer.json();
  };
  const trades = async () =>
    (await api.ok<{ results: Trade[] }>(200, 'GET', `/api/v1/trades/?capital_account=${account.id}`)).results;
  const balance = async () => (await api.account(account.id)).current_balance;
  return { api, send, trades, balance };
}

describe('a later file completing an OPEN trade (docs/rules/imports.md)', () => {
  it('closes the OPEN trade with the later file’s figures, once, and moves the balance by its net', async () => {
    const { api, send, trades, balance } = await arrange('completion-close');
    await send(MAY_6);
    const open = (await trades()).find((trade) => trade.asset_name === 'EURUSD');
    expect(open).toMatchObject({ status: 'OPEN', swap: '-0.35', pnl_amount: null });
    expect(await balance()).toBe('11245.4');

    const preview: ImportPreview = await send(MAY_8, 'preview/');
    expect(preview).toMatchObject({ count: 2, duplicates: 1 });
    expect(preview.trades.map((trade) => [trade.external_id, trade.is_duplicate])).toEqual([
      ['1001', true],
      ['1003', false],
    ]);

    const batch: ImportBatch = await send(MAY_8);
    expect(batch).toMatchObject({ imported: 1, duplicates: 1 });
    expect(batch.totals).toEqual({ gross_pnl: '100', fees: '1.4', swap: '-0.7', net_pnl: '97.9' });
    const after = await trades();
    expect(after).toHaveLength(2);
    const closed = await api.trade(open?.id ?? 0);
    expect(closed).toMatchObject({
      status: 'CLOSED',
      close_date: '2025-05-07T09:30:00Z',
      close_price: '1.126',
      fees: '1.4',
      swap: '-0.7',
      gross_pnl: '100',
      pnl_amount: '97.9',
      pnl_source: 'REPORTED',
      stop_loss_price: null,
      last_stop_price: '1.135',
      realized_rr: null,
      outcome: 'WIN',
    });
    expect(closed.exits).toMatchObject([
      { price: '1.126', quantity: '0.2', executed_at: '2025-05-07T09:30:00Z' },
    ]);
    // The completed trade's exit totals moved with its exits (the summary reads them, docs/rules/statistics.md).
    expect(await exitTotalsMismatches(t.db)).toEqual([]);
    expect(await balance()).toBe('11343.3');
    const [entry] = await api.history(closed.id);
    expect(entry).toMatchObject({
      action: 'CLOSE',
      reason: `${IMPORT_PLATFORM_LABELS.MT5_REPORT} — ${MAY_8.name}`,
    });
    expect(entry?.changes.status).toEqual(['OPEN', 'CLOSED']);

    // The same later file again: both trades are there now, nothing moves.
    expect(await send(MAY_8)).toMatchObject({ imported: 0, duplicates: 2 });
    expect(await balance()).toBe('11343.3');
  });

  it('undoing the later import puts the trade back OPEN as it was, and its money back', async () => {
    const { api, send, trades, balance } = await arrange('completion-undo');
    await send(MAY_6);
    const later: ImportBatch = await send(MAY_8);
    await api.remove(`/api/v1/imports/${later.id}/`);
    const open = (await trades()).find((trade) => trade.asset_name === 'EURUSD');
    expect(open).toMatchObject({
      status: 'OPEN',
      close_date: null,
      pnl_amount: null,
      fees: '0',
      swap: '-0.35',
    });
    expect(await balance()).toBe('11245.4');
    const history: TradeHistoryEntry[] = await api.history(open?.id ?? 0);
    expect(history.map((entry) => entry.action)).toEqual(['REOPEN', 'CLOSE', 'IMPORT']);
    expect(history[0]?.changes.status).toEqual(['CLOSED', 'OPEN']);
    expect(await exitTotalsMismatches(t.db)).toEqual([]);
  });

  it('undoing the first import after the later one removes both trades and gives back both nets', async () => {
    const { api, send, trades, balance } = await arrange('completion-first-undo');
    const first: ImportBatch = await send(MAY_6);
    await send(MAY_8);
    await api.remove(`/api/v1/imports/${first.id}/`);
    expect(await trades()).toEqual([]);
    expect(await balance()).toBe('10000');
  });
});
