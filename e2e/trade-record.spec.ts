import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page.ts';
import { TradeDetailPage } from './pages/trade-detail-page.ts';
import { TradeFormPage } from './pages/trade-form-page.ts';
import { callApi, createTestAccount, logIn, requestApi, uniqueName } from './support/api.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';

const DAY_MS = 86_400_000;
const REASON = 'Stop remonté sous le dernier creux';

/*
 * Issue 15, « Done means » (DESIGN §10): a trader moves the stop of an open trade and says why, closes it dated
 * yesterday with fees and the net the broker reported, and the trade page shows the exits, the plan beside what
 * happened and the history with that reason; the balance moved by that net once, and « Rouvrir » gives it back.
 */
describe('trades: what really happened, recorded', () => {
  const carnet = carnetUnderTest();
  let token = '';
  let tradeId = 0;
  let accountId = 0;
  let browser: Browser;
  let page: Page;

  const get = <T>(route: string) => callApi<T>(carnet.baseUrl, route, { method: 'GET', token });
  /** Text with every kind of space as a plain one (fr-FR puts narrow no-break spaces in numbers). */
  const text = async (locator: { textContent: () => Promise<string | null> }) =>
    ((await locator.textContent()) ?? '').replace(/\s/g, ' ');
  /** A datetime-local value of an instant on the browser's clock. */
  const localInput = (epochMs: number) =>
    page.evaluate((ms) => {
      const at = new Date(ms);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    }, epochMs);
  const balance = async () =>
    (await get<{ id: number; current_balance: string }[]>('/api/v1/capital-accounts/')).find(
      (account) => account.id === accountId,
    )?.current_balance;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    const trader = await createTestAccount(carnet.baseUrl, { password: carnet.adminPassword }, 'record');
    token = (await logIn(carnet.baseUrl, trader.username, trader.password)).access;
    const post = <T>(route: string, body: unknown) =>
      callApi<T>(carnet.baseUrl, route, { method: 'POST', token, body });
    await callApi(carnet.baseUrl, '/api/v1/profile/', {
      method: 'PATCH',
      token,
      body: { assets: { CRYPTO: ['BTCUSDT'] } },
    });
    accountId = (
      await post<{ id: number }>('/api/v1/capital-accounts/', {
        name: uniqueName('Compte réel'),
        mode: 'LIVE',
        starting_balance: '10000',
      })
    ).id;
    // Entered two days ago and saved now: the plan is locked at this first save, so it is retroactive.
    const trade = await post<{ id: number }>('/api/v1/trades/', {
      asset_name: 'BTCUSDT',
      entry_price: '60000',
      stop_loss_price: '59000',
      quantity: '1',
      risk_pct: 1,
      entry_date: new Date(Date.now() - 2 * DAY_MS).toISOString(),
      capital_account: accountId,
      take_profits: [
        { price: '62000', quantity_to_sell: '0.5' },
        { price: '64000', quantity_to_sell: '0.5' },
      ],
    });
    tradeId = trade.id;
    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
    await new LoginPage(page).signInToApp(trader.username, trader.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('moves the stop of the open trade and says why', async () => {
    await page.goto(`/trades/${tradeId}/edit`);
    const form = new TradeFormPage(page);
    await form.stopLoss.fill('59500');
    await page.getByLabel('Raison de la modification').fill(REASON);
    await form.save.click();
    await form.toast('Opération enregistrée').waitFor();
    expect(await page.getByLabel('Raison de la modification').inputValue()).toBe('');
  });

  it('closes it dated yesterday with fees and the net the broker reported', async () => {
    const trade = new TradeDetailPage(page);
    await trade.goto(tradeId);
    const closedAt = Math.floor((Date.now() - DAY_MS) / 60_000) * 60_000;
    await trade.close({
      price: '61000',
      reached: ['TP1'],
      closeDate: await localInput(closedAt),
      fees: '4.5',
      reportedNet: '950',
    });
    await trade.toast('Opération clôturée').waitFor();
    await trade.money.waitFor();
    expect(await text(trade.money.getByText('réel', { exact: true }))).toBe('réel');
    expect(await text(trade.moneyFigure('Frais'))).toBe('4,50 $US');
    expect(await text(trade.moneyFigure('Net'))).toBe('950,00 $US');
    const stored = await get<{ close_date: string; pnl_source: string }>(`/api/v1/trades/${tradeId}/`);
    expect(Date.parse(stored.close_date)).toBe(closedAt);
    expect(stored.pnl_source).toBe('REPORTED');
    expect(await balance()).toBe('10950');
  });

  it('shows the exits, the plan beside what happened, and the history with the reason', async () => {
    const trade = new TradeDetailPage(page);
    await trade.goto(tradeId);
    const rows = trade.exits.getByRole('row');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    expect(await text(rows.nth(1))).toContain('62 000');
    expect(await text(rows.nth(2))).toContain('61 000');

    expect(await text(trade.planLine('Stop loss'))).toContain('59 000');
    expect(await text(trade.planLine('Stop loss'))).toContain('59 500 (Stop déplacé)');
    expect(await text(trade.deviations)).toContain('Stop déplacé');
    await trade.planExecution.getByText('Plan saisi après l’entrée', { exact: true }).waitFor();

    const entries = trade.historyEntries();
    await entries.nth(2).waitFor();
    expect(await text(entries.first())).toContain('Clôture');
    const edit = entries.filter({ hasText: REASON });
    expect(await edit.count()).toBe(1);
    expect(await text(edit)).toContain('Modification');
    expect(await text(edit)).toContain('Stop loss : 59 000 → 59 500');
    expect(await text(entries.last())).toContain('Création');
  });

  it('reopens the trade after confirmation and gives the net back to the account', async () => {
    const trade = new TradeDetailPage(page);
    await trade.goto(tradeId);
    await trade.reopen.click();
    await trade.reopenDialog.getByRole('button', { name: 'Confirmer' }).click();
    await trade.toast('Opération rouverte').waitFor();
    await trade.closePanel.waitFor();
    expect(await trade.reopen.count()).toBe(0);
    expect(await trade.exits.count()).toBe(0);
    await trade.historyEntries().first().getByText('Réouverture', { exact: true }).waitFor();
    expect(await balance()).toBe('10000');
    const answer = await requestApi<unknown>(carnet.baseUrl, `/api/v1/trades/${tradeId}/reopen/`, {
      method: 'POST',
      token,
    });
    expect(answer).toEqual({
      status: 400,
      body: { non_field_errors: ['Cette opération n’est pas clôturée.'] },
    });
  });
});
