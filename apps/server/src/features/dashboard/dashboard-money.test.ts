import type { Dashboard } from '@carnet/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, createAccount, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

const DAY_MS = 86_400_000;
const DASHBOARD = '/api/v1/trades/dashboard/';

/** `YYYY-MM-DD` of an instant in UTC. */
const utcDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/** Midnight UTC of today, the instants of this file are placed around it. */
const todayStart = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;

describe('GET /api/v1/trades/dashboard/ — money (docs/rules/trades.md)', () => {
  it('shows a trade closed yesterday with fees and a reported net on yesterday, by that amount', async () => {
    const user = await t.createUser('dashboard-yesterday');
    const { api, account } = await arrangeSetup(t, user);
    const entry = new Date(todayStart() - 3 * DAY_MS + 10 * 3_600_000).toISOString();
    // 1 % of 10 000 at risk: 100. Yesterday: reported net 212.35 after 4.50 of fees. Today: +1 R estimated, +100.
    const yesterday = await api.createTrade(longTrade(account.id, { entry_date: entry }));
    const today = await api.createTrade(longTrade(account.id, { entry_date: entry }));
    const yesterdayClose = new Date(todayStart() - DAY_MS + 15 * 3_600_000).toISOString();
    await api.close(yesterday.id, {
      close_price: '51000',
      close_date: yesterdayClose,
      fees: '4.5',
      pnl_amount: '212.35',
    });
    await api.close(today.id, { close_price: '51000' });

    const dashboard = await api.ok<Dashboard>(200, 'GET', `${DASHBOARD}?group=day&tz=UTC`);
    expect(dashboard.money_curves).toEqual([
      {
        currency: account.currency,
        points: [
          { date: utcDay(todayStart() - DAY_MS), net: '212.35', cumulative_net: '212.35' },
          { date: utcDay(Date.now()), net: '100', cumulative_net: '312.35' },
        ],
      },
    ]);
    expect(dashboard.grouped.map((period) => period.period)).toEqual([
      utcDay(todayStart() - DAY_MS),
      utcDay(Date.now()),
    ]);
    // 10 000 + 212.35 + 100, however many trailing zeros the balance is written with.
    expect((await api.account(account.id)).current_balance).toMatch(/^10312\.350*$/);
  });

  it('places a close on the day of the zone asked for', async () => {
    const user = await t.createUser('dashboard-zone');
    const { api, account } = await arrangeSetup(t, user);
    const entry = new Date(todayStart() - 3 * DAY_MS).toISOString();
    const trade = await api.createTrade(longTrade(account.id, { entry_date: entry }));
    // 23:30 UTC the day before yesterday is 00:30 yesterday in Paris (UTC+1 in winter, +2 in summer).
    const close = new Date(todayStart() - DAY_MS - 30 * 60_000).toISOString();
    await api.close(trade.id, { close_price: '48500', close_date: close, fees: '1.25' }); // −150 − 1.25
    const points = async (tz: string) =>
      (await api.ok<Dashboard>(200, 'GET', `${DASHBOARD}?tz=${encodeURIComponent(tz)}`)).money_curves[0]
        ?.points;
    expect(await points('UTC')).toEqual([
      { date: utcDay(todayStart() - 2 * DAY_MS), net: '-151.25', cumulative_net: '-151.25' },
    ]);
    expect(await points('Europe/Paris')).toEqual([
      { date: utcDay(todayStart() - DAY_MS), net: '-151.25', cumulative_net: '-151.25' },
    ]);
  });

  it('draws one curve per currency and never adds two currencies', async () => {
    const user = await t.createUser('dashboard-currencies');
    const { api, account } = await arrangeSetup(t, user);
    const other = await createAccount(api, '5000', {
      currency: account.currency === 'USD' ? 'EUR' : 'USD',
    });
    const euroTrade = await api.createTrade(longTrade(account.id));
    const otherTrade = await api.createTrade(longTrade(other.id));
    await api.close(euroTrade.id, { close_price: '51000', pnl_amount: '10' });
    await api.close(otherTrade.id, { close_price: '51000', pnl_amount: '-3.3' });
    const { money_curves } = await api.ok<Dashboard>(200, 'GET', `${DASHBOARD}?tz=UTC`);
    const today = utcDay(Date.now());
    const curves = new Map(money_curves.map((curve) => [curve.currency, curve.points]));
    expect(curves.get(account.currency)).toEqual([{ date: today, net: '10', cumulative_net: '10' }]);
    expect(curves.get(other.currency)).toEqual([{ date: today, net: '-3.3', cumulative_net: '-3.3' }]);
    expect(money_curves.map((curve) => curve.currency)).toEqual([...curves.keys()].sort());
  });

  it('leaves a closed trade without a stop out of the R statistics, says so, and counts its money', async () => {
    const user = await t.createUser('dashboard-no-stop');
    const { api, account } = await arrangeSetup(t, user);
    const win = await api.createTrade(longTrade(account.id));
    const imported = await api.createTrade(longTrade(account.id));
    await api.close(win.id, { close_price: '51000' }); // +1 R, +100
    await api.close(imported.id, { close_price: '48000', pnl_amount: '-80' }); // −2 R, −80 reported
    // An import without a stop (docs/rules/trades.md): what the importer will write, until it exists.
    await t.db.execute(sql`update trades set stop_loss_price = null, realized_rr = null, planned_rr = null,
      outcome = 'LOSS' where id = ${imported.id}`);

    const dashboard = await api.ok<Dashboard>(200, 'GET', `${DASHBOARD}?group=month&tz=UTC`);
    // R: only the +1 R trade. Outcomes: 1 win (R), 1 loss (money) → 50 %. Money: 100 − 80 = 20.
    expect(dashboard).toMatchObject({
      total_trades: 2,
      trades_without_r: 1,
      win_rate: 50,
      expectancy: 1,
      payoff_ratio: null,
      equity_curve: [0, 1],
      rr_histogram: [{ label: '1R à 2R', count: 1 }],
      current_drawdown: 0,
      max_drawdown: 0,
    });
    expect(dashboard.grouped).toEqual([
      { period: `${utcDay(Date.now()).slice(0, 7)}-01`, wins: 1, losses: 1, breakevens: 0 },
    ]);
    expect(dashboard.money_curves[0]?.points.at(-1)?.cumulative_net).toBe('20');
  });
});
