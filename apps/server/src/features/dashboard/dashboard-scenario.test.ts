import type { Dashboard } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { arrangeSetup, longTrade } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

const DASHBOARD = '/api/v1/trades/dashboard/';

/** The first day of the current month in UTC: every close of this file happens "now". */
function currentMonthStart(): string {
  return `${new Date().toISOString().slice(0, 7)}-01`;
}

describe('GET /api/v1/trades/dashboard/ — the hand-made scenario', () => {
  it('shows what a trader computes on paper for a win of 1 R, a loss of 1.5 R, a draft and a breakeven', async () => {
    const user = await t.createUser('dashboard-paper');
    const { api, account } = await arrangeSetup(t, user);
    // Long 2 units at 50 000, stop 49 000: 1 R = 1 000 per unit; no take profit is marked hit.
    const win = await api.createTrade(longTrade(account.id));
    const loss = await api.createTrade(longTrade(account.id));
    const draft = await api.createTrade(longTrade(account.id, { is_draft: true }));
    const breakeven = await api.createTrade(longTrade(account.id));
    await api.close(win.id, { close_price: '51000' }); // +1 R
    await api.close(loss.id, { close_price: '48500' }); // −1.5 R
    await api.close(draft.id, { close_price: '53000' }); // +3 R, but a draft: never counted
    await api.close(breakeven.id, { close_price: '50000' }); // 0 R

    const dashboard = await api.ok<Dashboard>(200, 'GET', `${DASHBOARD}?group=month&tz=UTC`);
    // On paper, closes in order +1, −1.5, 0:
    //   total = 3 (the draft is left out); win rate = 1 win / 3 closed = 33.3 % (1 decimal, as on every page);
    //   expectancy = (1 − 1.5 + 0) / 3 = −0.1667 R; payoff = 1 / |−1.5| = 0.6667;
    //   equity 0 → 1 → −0.5 → −0.5; peak 1, so max drawdown = current drawdown = 1.5 R;
    //   histogram from ⌊−1.5⌋ = −2 to ⌊1⌋ = 1: [−2, −1) 1, [−1, 0) 0, [0, 1) 1, [1, 2) 1.
    //   Money: 1 % of 10 000 = 100 at risk on each, so +100, −150 and 0, all today: −50.
    expect(dashboard).toEqual({
      total_trades: 3,
      win_rate: 33.3,
      expectancy: -0.1667,
      payoff_ratio: 0.6667,
      equity_curve: [0, 1, -0.5, -0.5],
      grouped: [{ period: currentMonthStart(), wins: 1, losses: 1, breakevens: 1 }],
      rr_histogram: [
        { label: '-2R à -1R', count: 1 },
        { label: '-1R à 0R', count: 0 },
        { label: '0R à 1R', count: 1 },
        { label: '1R à 2R', count: 1 },
      ],
      current_drawdown: 1.5,
      max_drawdown: 1.5,
      trades_without_r: 0,
      money_curves: [
        {
          currency: account.currency,
          points: [{ date: new Date().toISOString().slice(0, 10), net: '-50', cumulative_net: '-50' }],
        },
      ],
    } satisfies Dashboard);
  });

  it('counts an open trade in the total only, and answers nulls and empty series without a closed trade', async () => {
    const user = await t.createUser('dashboard-open');
    const { api, account } = await arrangeSetup(t, user);
    const empty = await api.ok<Dashboard>(200, 'GET', DASHBOARD);
    expect(empty).toEqual({
      total_trades: 0,
      win_rate: null,
      expectancy: null,
      payoff_ratio: null,
      equity_curve: [],
      grouped: [],
      rr_histogram: [],
      current_drawdown: 0,
      max_drawdown: 0,
      trades_without_r: 0,
      money_curves: [],
    } satisfies Dashboard);

    await api.createTrade(longTrade(account.id));
    const open = await api.ok<Dashboard>(200, 'GET', DASHBOARD);
    expect(open).toEqual({ ...empty, total_trades: 1 });
  });

  it('is not taken for a trade id by /trades/:id/, with or without the trailing slash', async () => {
    const user = await t.createUser('dashboard-route');
    const headers = user.authHeader;
    for (const url of [DASHBOARD, '/api/v1/trades/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Dashboard>().total_trades).toBe(0);
    }
    expect((await t.app.inject({ method: 'GET', url: DASHBOARD })).statusCode).toBe(401);
  });
});
