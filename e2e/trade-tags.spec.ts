import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page.ts';
import { TradeFormPage } from './pages/trade-form-page.ts';
import { callApi, createTestAccount, logIn, requestApi } from './support/api.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';

/* DESIGN §10 « Tags »: a trader tags a trade from the keyboard, sees the tags on its page and finds it by tag. */
describe('trades: tags', () => {
  const carnet = carnetUnderTest();
  let token = '';
  let tradeId = 0;
  let browser: Browser;
  let page: Page;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    const trader = await createTestAccount(carnet.baseUrl, { password: carnet.adminPassword }, 'tags');
    token = (await logIn(carnet.baseUrl, trader.username, trader.password)).access;
    const post = <T>(route: string, body: unknown) =>
      callApi<T>(carnet.baseUrl, route, { method: 'POST', token, body });
    await callApi(carnet.baseUrl, '/api/v1/profile/', {
      method: 'PATCH',
      token,
      body: { assets: { CRYPTO: ['BTCUSDT'] } },
    });
    const account = await post<{ id: number }>('/api/v1/capital-accounts/', {
      name: 'Compte tags',
      starting_balance: '10000',
    });
    const trade = await post<{ id: number }>('/api/v1/trades/', {
      asset_name: 'BTCUSDT',
      entry_price: '60000',
      stop_loss_price: '59000',
      quantity: '1',
      entry_date: new Date(Date.now() - 3_600_000).toISOString(),
      capital_account: account.id,
      take_profits: [{ price: '62000', quantity_to_sell: '1' }],
    });
    tradeId = trade.id;
    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
    await new LoginPage(page).signInToApp(trader.username, trader.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('adds two tags from the keyboard, removes one, and finds the trade by the other', async () => {
    await page.goto(`/trades/${tradeId}/edit`);
    const form = new TradeFormPage(page);
    await form.tags.fill('Plan respecté');
    await form.tags.press('Enter');
    await form.tags.fill('FOMO');
    await form.tags.press(',');
    await form.removeTag('FOMO').focus();
    await page.keyboard.press('Enter');
    await form.removeTag('FOMO').waitFor({ state: 'detached' });
    await form.save.click();
    await form.toast('Opération enregistrée').waitFor();

    await page.goto(`/trades/${tradeId}`);
    const shown = page.getByRole('list', { name: 'Tags de l’opération' });
    await shown.getByText('Plan respecté', { exact: true }).waitFor();
    expect(await shown.getByRole('listitem').count()).toBe(1);
    const get = <T>(route: string) => requestApi<T>(carnet.baseUrl, route, { method: 'GET', token });
    // The filter ignores case: « PLAN RESPECTé » finds « Plan respecté ».
    const filtered = await get<{ results: { id: number }[] }>('/api/v1/trades/?tag=PLAN%20RESPECT%C3%A9');
    expect(filtered.body.results.map((trade) => trade.id)).toEqual([tradeId]);
    expect((await get<unknown>('/api/v1/tags/')).body).toEqual([{ name: 'Plan respecté', trades: 1 }]);
  });
});
