import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TradeFormPage } from './pages/trade-form-page.ts';
import type { Browser } from './support/browser.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import {
  BTC_PLAN,
  HOUR_MS,
  newCapitalAccount,
  newTrader,
  signedInBrowser,
  type Trader,
} from './support/trader.ts';

/* docs/rules/trades.md « Tags »: a trader tags a trade from the keyboard, sees the tags on its page and finds it by tag. */
describe('trades: tags', () => {
  let trader: Trader;
  let tradeId = 0;
  let browser: Browser;
  let page: Page;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    trader = await newTrader('tags', { CRYPTO: ['BTCUSDT'] });
    const accountId = await newCapitalAccount(trader, 'Compte tags');
    const trade = await trader.call<{ id: number }>('POST', '/api/v1/trades/', {
      ...BTC_PLAN,
      entry_date: new Date(Date.now() - HOUR_MS).toISOString(),
      capital_account: accountId,
      take_profits: [{ price: '62000', quantity_to_sell: '1' }],
    });
    tradeId = trade.id;
    browser = await signedInBrowser(trader);
    page = browser.page;
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
    const get = <T>(route: string) => trader.request<T>('GET', route);
    // The filter ignores case: « PLAN RESPECTé » finds « Plan respecté ».
    const filtered = await get<{ results: { id: number }[] }>('/api/v1/trades/?tag=PLAN%20RESPECT%C3%A9');
    expect(filtered.body.results.map((trade) => trade.id)).toEqual([tradeId]);
    expect((await get<unknown>('/api/v1/tags/')).body).toEqual([{ name: 'Plan respecté', trades: 1 }]);
  });
});
