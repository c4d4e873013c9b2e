import type { Dashboard } from '@carnet/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longTrade } from '../apps/server/test/support/long-trade-fixture.ts';
import { BacktestGoalsPage } from './pages/backtest-goals-page.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { callApi, createTestAccount, logIn } from './support/api.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';

/*
 * with a win of 1 R, a loss of 1.5 R, a draft and a breakeven, the API and the page
 * show exactly the figures a trader computes on paper; the active goal card links to the goals page.
 *
 * On paper, LONG 2 BTCUSDT at 50 000, stop 49 000 (1 R = 1 000 a unit), closed in this order:
 *   win at 51 000 → +1 R; loss at 48 500 → −1.5 R; draft closed at 53 000 (+3 R) → never counted;
 *   breakeven at 50 000 → 0 R.
 *   total 3; win rate 1 / 3 = 33.3 %; expectancy (1 − 1.5 + 0) / 3 = −0.17 R; payoff 1 / 1.5 = 0.67;
 *   equity 0, 1, −0.5, −0.5: peak 1, so the current and maximum drawdowns are both 1.50 R.
 * Goal: 600 minutes with 90 logged → « 90 / 600 min », 15.0 %.
 */
describe('dashboard: the hand-made scenario and the active goal card', () => {
  const carnet = carnetUnderTest();
  let browser: Browser;
  let page: Page;
  let access: string;

  keepFailureEvidence(() => page);

  async function api<T>(method: string, route: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(route, carnet.baseUrl), {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route} → ${response.status} ${text}`);
    const answer: T = JSON.parse(text);
    return answer;
  }

  beforeAll(async () => {
    const trader = await createTestAccount(carnet.baseUrl, { password: carnet.adminPassword }, 'tableau');
    ({ access } = await logIn(carnet.baseUrl, trader.username, trader.password));
    const account = await api<{ id: number }>('POST', '/api/v1/capital-accounts/', {
      name: 'Compte principal',
      starting_balance: '10000',
    });
    const entry = new Date(Date.now() - 3_600_000);
    entry.setUTCSeconds(0, 0);
    const closes: [string, boolean][] = [
      ['51000', false],
      ['48500', false],
      ['53000', true],
      ['50000', false],
    ];
    for (const [closePrice, isDraft] of closes) {
      const trade = await api<{ id: number }>(
        'POST',
        '/api/v1/trades/',
        longTrade(account.id, { entry_date: entry.toISOString(), take_profits: [], is_draft: isDraft }),
      );
      await api('POST', `/api/v1/trades/${trade.id}/close_trade/`, { close_price: closePrice });
    }
    const goal = await api<{ id: number }>('POST', '/api/v1/backtests/goals/', {
      label: 'Backtester 10 h',
      target_minutes: 600,
      start_date: new Date().toISOString().slice(0, 10),
    });
    await api('POST', '/api/v1/backtests/time-logs/', { goal: goal.id, duration_minutes: 90 });

    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(trader.username, trader.password);
    await page.waitForURL((url) => url.pathname === '/app');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('answers the paper figures through the API', async () => {
    const dashboard = await api<Dashboard>('GET', '/api/v1/trades/dashboard/?tz=UTC');
    expect(dashboard).toMatchObject({
      total_trades: 3,
      win_rate: 33.3,
      expectancy: -0.1667,
      payoff_ratio: 0.6667,
      equity_curve: [0, 1, -0.5, -0.5],
      current_drawdown: 1.5,
      max_drawdown: 1.5,
    });
    expect(dashboard.grouped).toEqual([{ period: expect.any(String), wins: 1, losses: 1, breakevens: 1 }]);
  });

  it('shows the same figures on the page, with the curve drawn', async () => {
    const dashboard = new DashboardPage(page);
    await dashboard.heading.waitFor();
    expect(await dashboard.cardValue('Total des opérations')).toBe('3');
    expect(await dashboard.cardValue('Taux de réussite')).toBe('33,3 %');
    expect(await dashboard.cardValue('Espérance')).toBe('-0,17 R');
    expect(await dashboard.cardValue('Ratio gain/perte')).toBe('0,67');
    expect(await dashboard.drawdown('Drawdown actuel')).toBe('1,50 R');
    expect(await dashboard.drawdown('Drawdown max')).toBe('1,50 R');
    await dashboard.equityCurve().waitFor();
    expect(await page.getByText('Aucune donnée d’équité').count()).toBe(0);
    expect(await page.getByText('Aucune donnée groupée').count()).toBe(0);
    // The shared table lists the four trades of the range, the draft included (docs/ui.md list).
    await expect.poll(() => dashboard.table.getByRole('row').count()).toBe(5);
  });

  it('shows the active goal and « Gérer » opens the goals page', async () => {
    const dashboard = new DashboardPage(page);
    await dashboard.goalCard.getByText('Backtester 10 h').waitFor();
    expect((await dashboard.goalCard.innerText()).replace(/\s+/g, ' ')).toContain('90 / 600 min');
    expect(await dashboard.goalCard.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('15');
    await dashboard.manageGoal.click();
    await page.waitForURL((url) => url.pathname === '/backtests/goals');
    await new BacktestGoalsPage(page).heading.waitFor();
  });
});

/*
 * a trader closes a trade dated yesterday with fees and a reported net amount; the
 * dashboard's money curve and the account balance show it on yesterday, by that amount. The close goes through
 * the API (the close dialog's fields are the trade page's own spec).
 */
describe('dashboard: a close dated yesterday with fees and a reported net', () => {
  const carnet = carnetUnderTest();
  let browser: Browser;
  let page: Page;

  keepFailureEvidence(() => page);

  it('shows the net on yesterday in the money curve, and the balance moved by it', async () => {
    const trader = await createTestAccount(carnet.baseUrl, { password: carnet.adminPassword }, 'argent');
    const { access } = await logIn(carnet.baseUrl, trader.username, trader.password);
    const api = <T>(method: string, route: string, body?: unknown) =>
      callApi<T>(carnet.baseUrl, route, { method, token: access, body });
    const account = await api<{ id: number; currency: string }>('POST', '/api/v1/capital-accounts/', {
      name: 'Compte réel',
      starting_balance: '10000',
    });
    const day = 86_400_000;
    const yesterdayNoon = new Date(Math.floor(Date.now() / day) * day - day / 2);
    const entry = new Date(yesterdayNoon.getTime() - day);
    const trade = await api<{ id: number }>(
      'POST',
      '/api/v1/trades/',
      longTrade(account.id, { entry_date: entry.toISOString(), take_profits: [] }),
    );
    await api('POST', `/api/v1/trades/${trade.id}/close_trade/`, {
      close_price: '51000',
      close_date: yesterdayNoon.toISOString(),
      fees: '4.5',
      pnl_amount: '212.35',
    });
    const balance = await api<{ current_balance: string }>('GET', `/api/v1/capital-accounts/${account.id}/`);
    expect(balance.current_balance).toMatch(/^10212\.350*$/);

    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(trader.username, trader.password);
    await page.waitForURL((url) => url.pathname === '/app');
    const dashboard = new DashboardPage(page);
    const expectedTotal = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: account.currency })
      .format(212.35)
      .replace(/\s+/g, ' ');
    expect(await dashboard.moneyTotal()).toBe(expectedTotal);
    const yesterday = await page.evaluate(
      (instant) => new Date(instant).toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit' }),
      yesterdayNoon.toISOString(),
    );
    expect(await dashboard.moneyDays()).toEqual(['Départ', yesterday]);
  });

  afterAll(async () => {
    await browser?.close();
  });
});
