import type { Dashboard } from '@carnet/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';
import { insertTableRows } from '../../db/insert-table-rows.ts';
import { trades, users } from '../../db/schema/index.ts';

const t = useTestApp();

const ALL_TIME = '/api/v1/trades/dashboard/?group=month&tz=Europe%2FParis';

/** The caller's dashboard: its body as sent, and as read. */
async function dashboardOf(user: TestUser) {
  const response = await t.app.inject({ method: 'GET', url: ALL_TIME, headers: user.authHeader });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return { body: response.body, dashboard: response.json<Dashboard>() };
}

async function stampOf(userId: number): Promise<number | undefined> {
  const [row] = await t.db.select({ stamp: users.tradesVersion }).from(users).where(eq(users.id, userId));
  return row?.stamp;
}

async function arrangeTrader(username: string) {
  const user = await t.createUser(username);
  return { user, ...(await arrangeSetup(t, user)) };
}

describe('the cached dashboard stays the dashboard of the trades as they are now', () => {
  it('answers a repeated call with the same bytes while the trades do not change', async () => {
    const { user, api, account } = await arrangeTrader('frais-repete');
    const trade = await api.createTrade(longTrade(account.id));
    await api.close(trade.id, { close_price: '51000' });
    const first = await dashboardOf(user);
    const stamp = await stampOf(user.id);
    const second = await dashboardOf(user);
    expect(second.body).toBe(first.body);
    expect(first.dashboard).toMatchObject({ total_trades: 1, win_rate: 100, equity_curve: [0, 1] });
    expect(await stampOf(user.id)).toBe(stamp);
  });

  it('changes with every change made through the API: create, close, edit, delete', async () => {
    const { user, api, account } = await arrangeTrader('frais-api');
    expect((await dashboardOf(user)).dashboard.total_trades).toBe(0);
    const trade = await api.createTrade(longTrade(account.id));
    expect((await dashboardOf(user)).dashboard).toMatchObject({ total_trades: 1, equity_curve: [] });
    await api.close(trade.id, { close_price: '48500' }); // −1.5 R
    expect((await dashboardOf(user)).dashboard).toMatchObject({ expectancy: -1.5, equity_curve: [0, -1.5] });
    await api.ok(200, 'PUT', `/api/v1/trades/${trade.id}/`, longTrade(account.id, { is_draft: true }));
    expect((await dashboardOf(user)).dashboard).toMatchObject({ total_trades: 0, equity_curve: [] });
    await api.ok(200, 'PUT', `/api/v1/trades/${trade.id}/`, longTrade(account.id, { is_draft: false }));
    expect((await dashboardOf(user)).dashboard).toMatchObject({ total_trades: 1, expectancy: -1.5 });
    await api.remove(`/api/v1/trades/${trade.id}/`);
    expect((await dashboardOf(user)).dashboard).toMatchObject({ total_trades: 0, expectancy: null });
  });

  it('changes with writes that bypass the API: another process, the bulk insert of the demo', async () => {
    const { user, api, account } = await arrangeTrader('frais-direct');
    const trade = await api.createTrade(longTrade(account.id));
    await api.close(trade.id, { close_price: '51000' });
    expect((await dashboardOf(user)).dashboard.expectancy).toBe(1);

    // Another server process sharing the database rewrites the R.
    await t.db.update(trades).set({ realizedRr: 2.5 }).where(eq(trades.id, trade.id));
    expect((await dashboardOf(user)).dashboard).toMatchObject({ expectancy: 2.5, equity_curve: [0, 2.5] });

    // The demo loader's path: insert … select … from jsonb_to_recordset, many rows in one statement.
    const rows = Array.from({ length: 3 }, (_, index) => ({
      ...{ userId: user.id, capitalAccountId: account.id, status: 'CLOSED' as const, realizedRr: -1 },
      ...{ assetType: 'CRYPTO' as const, assetName: 'BTCUSDT', direction: 'LONG' as const, quantity: '1' },
      ...{ entryPrice: '50000', stopLossPrice: '49000', entryDate: new Date('2026-11-16T10:00:00Z') },
      closeDate: new Date(`2099-01-0${index + 1}T10:00:00Z`), // after the close above, made now
    }));
    await insertTableRows(t.db, trades, rows);
    expect((await dashboardOf(user)).dashboard).toMatchObject({
      total_trades: 4,
      equity_curve: [0, 2.5, 1.5, 0.5, -0.5],
    });

    await t.db.execute(sql`delete from trades where user_id = ${user.id} and realized_rr < 0`);
    expect((await dashboardOf(user)).dashboard).toMatchObject({ total_trades: 1, equity_curve: [0, 2.5] });
  });

  it('is each user’s own: the same parameters, even the same stamp, never answer another user’s figures', async () => {
    const alice = await arrangeTrader('frais-alice');
    const bob = await arrangeTrader('frais-bob');
    const trade = await alice.api.createTrade(longTrade(alice.account.id));
    await alice.api.close(trade.id, { close_price: '51000' });
    const aliceFirst = await dashboardOf(alice.user);
    expect(aliceFirst.dashboard.total_trades).toBe(1);
    // Stamps are never shared by two states of one user's trades, but two users may hold equal ones.
    await t.db
      .update(users)
      .set({ tradesVersion: (await stampOf(alice.user.id)) ?? 0 })
      .where(eq(users.id, bob.user.id));
    expect((await dashboardOf(bob.user)).dashboard).toMatchObject({ total_trades: 0, equity_curve: [] });
    expect((await dashboardOf(alice.user)).body).toBe(aliceFirst.body);
  });
});
