import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shell } from './pages/shell.ts';
import { TradeFormPage } from './pages/trade-form-page.ts';
import { uniqueName } from './support/api.ts';
import type { Browser } from './support/browser.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import { newCapitalAccount, newTrader, signedInBrowser, type Trader } from './support/trader.ts';

/*
 * The everyday workflow's two guards (docs/api.md#idempotency, apps/web/src/components/unsaved-changes-guard.tsx):
 * a double click on « Enregistrer » creates one trade, and a form with unsaved changes asks before it is left.
 */
describe('workflow guards: no double write, no lost form', () => {
  let trader: Trader;
  let accountName = '';
  let browser: Browser;
  let page: Page;

  const tradeCount = async () => (await trader.call<{ count: number }>('GET', '/api/v1/trades/')).count;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    trader = await newTrader('guards', { CRYPTO: ['BTCUSDT'] });
    accountName = uniqueName('Compte');
    await newCapitalAccount(trader, accountName);
    browser = await signedInBrowser(trader);
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function fillNewTrade(): Promise<TradeFormPage> {
    await page.goto('/trades/new');
    const form = new TradeFormPage(page);
    await form.newHeading.waitFor();
    await form.asset.selectOption('BTCUSDT');
    await form.entryPrice.fill('60000');
    await form.stopLoss.fill('59000');
    await form.quantity.fill('1');
    // The option reads the account's name with its balance: chosen by the name it holds.
    const option = form.account.locator('option', { hasText: accountName });
    await form.account.selectOption((await option.getAttribute('value')) ?? '');
    return form;
  }

  it('creates one trade from a double click on « Enregistrer »', async () => {
    const form = await fillNewTrade();
    await form.save.dblclick();
    await form.toast('Opération créée').waitFor();
    await page.waitForURL(/\/trades\/\d+\/edit$/);
    expect(await tradeCount()).toBe(1);
  });

  it('asks before a changed form is left, keeps it on « Annuler », leaves it on « Confirmer »', async () => {
    const form = await fillNewTrade();
    const dashboardLink = new Shell(page).header.getByRole('link', { name: 'Tableau de bord' });
    await dashboardLink.click();
    const question = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Annuler' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/trades/new');
    expect(await form.entryPrice.inputValue()).toBe('60\u202f000');

    await dashboardLink.click();
    await question.getByRole('button', { name: 'Confirmer' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    expect(await tradeCount()).toBe(1);
  });
});
