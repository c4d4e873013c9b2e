import type { Dashboard, Trade } from '@carnet/contract';
import { CLOSE_DATE_MESSAGES, toIsoUtc } from '@carnet/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

const DAY_MS = 86_400_000;
/** Yesterday at 12:00 UTC, on the real clock: the server checks close dates against its own now. */
function yesterdayNoonUtc(): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12) - DAY_MS);
}
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

// LONG 2 at 50 000, stop 49 000, 1 % of 10 000 = 100 at risk; closed at 50 500 without target: 0.5 R → +50.
const CLOSE_PRICE = '50500';

async function openTrade(username: string) {
  const user = await t.createUser(username);
  const { api, account } = await arrangeSetup(t, user);
  const entryDate = toIsoUtc(yesterdayNoonUtc().getTime() - DAY_MS);
  const trade = await api.createTrade(longTrade(account.id, { entry_date: entryDate }));
  const closeTrade = (body: object) => api.call('POST', `/api/v1/trades/${trade.id}/close_trade/`, body);
  return { api, account, trade, entryDate, closeTrade };
}

describe('POST /api/v1/trades/{id}/close_trade/ — close_date (docs/rules/trades.md)', () => {
  it('without close_date, stamps the server’s now, as a client that never sends it expects', async () => {
    const { closeTrade } = await openTrade('close-date-default');
    const before = Date.now();
    const response = await closeTrade({ close_price: CLOSE_PRICE });
    expect(response.statusCode, response.body).toBe(200);
    const closedAt = Date.parse(response.json<Trade>().close_date ?? '');
    expect(closedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(closedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('a close dated yesterday is stored as such and lands on yesterday in the dashboard', async () => {
    const { api, account, trade, closeTrade } = await openTrade('close-date-yesterday');
    const yesterday = yesterdayNoonUtc();
    const response = await closeTrade({ close_price: CLOSE_PRICE, close_date: yesterday.toISOString() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Trade>()).toMatchObject({
      status: 'CLOSED',
      close_date: toIsoUtc(yesterday.getTime()),
      realized_rr: 0.5,
      pnl_amount: '50',
    });
    expect((await api.trade(trade.id)).close_date).toBe(toIsoUtc(yesterday.getTime()));
    const dashboard = await api.ok<Dashboard>(200, 'GET', '/api/v1/trades/dashboard/?group=day&tz=UTC');
    expect(dashboard.grouped).toEqual([{ period: dayOf(yesterday), wins: 1, losses: 0, breakevens: 0 }]);
    expect((await api.account(account.id)).current_balance).toBe('10050');
  });

  it('refuses a close before the entry, and moves no money', async () => {
    const { api, account, trade, entryDate, closeTrade } = await openTrade('close-date-before-entry');
    const response = await closeTrade({
      close_price: CLOSE_PRICE,
      close_date: toIsoUtc(Date.parse(entryDate) - 60_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ close_date: ['La clôture ne peut pas précéder l’entrée.'] });
    expect(await api.trade(trade.id)).toMatchObject({ status: 'OPEN', close_date: null });
    expect((await api.account(account.id)).current_balance).toBe('10000');
  });

  it('refuses a close more than 5 minutes in the future, and accepts one at the entry instant', async () => {
    const { api, account, entryDate, closeTrade } = await openTrade('close-date-future');
    const future = await closeTrade({
      close_price: CLOSE_PRICE,
      close_date: toIsoUtc(Date.now() + 10 * 60_000),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ close_date: [CLOSE_DATE_MESSAGES.inFuture] });
    expect((await api.account(account.id)).current_balance).toBe('10000');

    const atEntry = await closeTrade({ close_price: CLOSE_PRICE, close_date: entryDate });
    expect(atEntry.statusCode, atEntry.body).toBe(200);
    expect(atEntry.json<Trade>().close_date).toBe(entryDate);
  });

  it('moves the money once: a second close, dated or not, is refused', async () => {
    const { api, account, closeTrade } = await openTrade('close-date-once');
    const yesterday = yesterdayNoonUtc().toISOString();
    const answers = await Promise.all([
      closeTrade({ close_price: CLOSE_PRICE, close_date: yesterday }),
      closeTrade({ close_price: CLOSE_PRICE, close_date: yesterday }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const again = await closeTrade({ close_price: CLOSE_PRICE });
    expect(again.statusCode).toBe(400);
    expect((await api.account(account.id)).current_balance).toBe('10050');
  });

  it('refuses a malformed close_date on its field', async () => {
    const { closeTrade } = await openTrade('close-date-malformed');
    const response = await closeTrade({ close_price: CLOSE_PRICE, close_date: 'hier' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['close_date']);
  });
});
