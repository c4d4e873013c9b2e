import type { TradePage } from '@carnet/contract';
import type { Excursions } from '@carnet/domain';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { type Bar, mt5Bars, postCandles, quietBars } from '../../../test/support/candles-test-support.ts';
import { ONE_PAIR_PERFORMANCE, postImport } from '../../../test/support/imports-test-support.ts';
import { arrangeSetup, createAccount, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

// BTC in Paris time (UTC+1): the trade enters at 10:05Z (11:05 on the file's clock) and exits at 10:35Z.
const DAY = '2026.11.16';
const BARS: Bar[] = [
  ...quietBars(DAY, 11, 0, 5, '50000', '50100'),
  // Holds the entry: its range may have traded before it, so it adds nothing but the fill.
  { at: `${DAY} 11:05`, o: '50000', h: '52000', l: '49000', c: '50000' },
  ...quietBars(DAY, 11, 6, 14, '50000', '50100'),
  { at: `${DAY} 11:20`, o: '50100', h: '51500', l: '50100', c: '51000' },
  ...quietBars(DAY, 11, 21, 4, '50000', '50100'),
  { at: `${DAY} 11:25`, o: '50000', h: '50100', l: '49500', c: '49800' },
  ...quietBars(DAY, 11, 26, 9, '50000', '50100'),
  // Holds the exit: ignored too.
  { at: `${DAY} 11:35`, o: '50500', h: '53000', l: '48000', c: '50500' },
  ...quietBars(DAY, 11, 36, 4, '50000', '50100'),
];

// By hand: long 2 from 50 000, one exit of 2 at 50 500. Candles wholly between the fills open 10:06 to 10:34: 29.
// Stop 49 000: risk 2 × 1 000 = 2 000. Best mark 51 500: 2 × 1 500 = 3 000 → 1.5 R; worst 49 500: 2 × −500 =
// −1 000 → −0.5 R; the exit realized 2 × 500 = 1 000 = 1/3 of the best.
const MEASURED: Excursions = {
  timeframe: '1m',
  candles_used: 29,
  mfe_r: 1.5,
  mae_r: -0.5,
  best_price: '51500',
  mfe_at: '2026-11-16T10:20:00Z',
  worst_price: '49500',
  mae_at: '2026-11-16T10:25:00Z',
  exit_efficiency: 0.3333,
  gaps: [],
};

it('measures a closed trade when its candles arrive, and forgets them when they are deleted', async () => {
  const user = await t.createUser('excursions-owner');
  const { api, account } = await arrangeSetup(t, user);
  const trade = await api.createTrade(longTrade(account.id, { take_profits: [] }));
  await api.close(trade.id, {
    close_price: '50500',
    close_date: '2026-11-16T10:35:00Z',
    hit_take_profits: [],
  });
  expect((await api.trade(trade.id)).excursions).toBeNull();

  const imported = await postCandles(t, user, mt5Bars(BARS), { symbol: 'BTC', timezone: 'Europe/Paris' });
  expect(imported.statusCode, imported.body).toBe(201);
  expect((await api.trade(trade.id)).excursions).toEqual(MEASURED);
  const page = await api.ok<TradePage>(200, 'GET', '/api/v1/trades/');
  expect(page.results[0]?.excursions).toEqual(MEASURED);

  await api.remove('/api/v1/candles/?symbol=BTC&timeframe=1m');
  expect((await api.trade(trade.id)).excursions).toBeNull();
});

// TradingView bars in Unix seconds of MESH5, 23:00Z to 00:32Z, quiet but for one high and one low.
function mesBars(): string {
  const rows = ['time,open,high,low,close'];
  for (let minute = 0; minute <= 92; minute++) {
    const at = Date.UTC(2025, 0, 22, 23, minute) / 1000;
    if (minute === 30) rows.push(`${at},6118,6140,6118,6130`);
    else if (minute === 70) rows.push(`${at},6119,6119,6110,6112`);
    else rows.push(`${at},6118,6119,6118,6119`);
  }
  return rows.join('\n');
}

it('measures an imported trade without stop in prices only, then in R once a stop is given', async () => {
  const user = await t.createUser('excursions-stop-later');
  const { api } = await arrangeSetup(t, user);
  const account = await createAccount(api, '1000');
  // Long 1 MESH5 at 6 117.75 (23:02:03Z), out at 6 130.25 (00:30:16Z): no stop in the file, R unknown.
  const file = await postImport(t, user, '', ONE_PAIR_PERFORMANCE, {
    capital_account: account.id,
    timezone: 'UTC',
  });
  expect(file.statusCode, file.body).toBe(201);
  const [row] = (await api.ok<TradePage>(200, 'GET', '/api/v1/trades/')).results;
  const trade = await api.trade(row?.id ?? 0);
  const imported = await postCandles(t, user, mesBars(), { symbol: trade.asset_name });
  expect(imported.statusCode, imported.body).toBe(201);
  // By hand, per contract: best 6 140 − 6 117.75 = 22.25, worst 6 110 − 6 117.75 = −7.75, realized 12.5 =
  // 0.5618 of the best. Candles wholly between the fills: 23:03 to 00:29, 87 of them.
  const measured: Excursions = {
    timeframe: '1m',
    candles_used: 87,
    mfe_r: null,
    mae_r: null,
    best_price: '6140',
    mfe_at: '2025-01-22T23:30:00Z',
    worst_price: '6110',
    mae_at: '2025-01-23T00:10:00Z',
    exit_efficiency: 0.5618,
    gaps: [],
  };
  expect((await api.trade(trade.id)).excursions).toEqual(measured);

  // Stop 6 112.75: risk 1 × 5 = 5, so 22.25 / 5 = 4.45 R and −7.75 / 5 = −1.55 R.
  await api.ok(200, 'PUT', `/api/v1/trades/${trade.id}/`, {
    asset_type: trade.asset_type,
    asset_name: trade.asset_name,
    direction: trade.direction,
    entry_price: trade.entry_price,
    stop_loss_price: '6112.75',
    quantity: trade.quantity,
    entry_date: trade.entry_date,
    capital_account: account.id,
  });
  expect((await api.trade(trade.id)).excursions).toEqual({ ...measured, mfe_r: 4.45, mae_r: -1.55 });
});

it('never measures a trade with another user’s candles', async () => {
  const owner = await t.createUser('excursions-private-owner');
  const other = await t.createUser('excursions-private-other');
  const { api, account } = await arrangeSetup(t, owner);
  const trade = await api.createTrade(longTrade(account.id, { take_profits: [] }));
  await api.close(trade.id, {
    close_price: '50500',
    close_date: '2026-11-16T10:35:00Z',
    hit_take_profits: [],
  });
  const { api: otherApi, account: otherAccount } = await arrangeSetup(t, other);
  await otherApi.createTrade(longTrade(otherAccount.id));
  const imported = await postCandles(t, other, mt5Bars(BARS), { symbol: 'BTC', timezone: 'Europe/Paris' });
  expect(imported.statusCode, imported.body).toBe(201);
  expect((await api.trade(trade.id)).excursions).toBeNull();
  expect((await otherApi.call('GET', `/api/v1/trades/${trade.id}/`)).statusCode).toBe(404);
});
