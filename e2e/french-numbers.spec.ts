import { FIELD_MESSAGES, type Trade, type TradePage } from '@carnet/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapitalAccountsPage } from './pages/capital-accounts-page.ts';
import { TradeFormPage } from './pages/trade-form-page.ts';
import { uniqueName } from './support/api.ts';
import type { Browser } from './support/browser.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import { newTrader, signedInBrowser, type Trader, plainText as text } from './support/trader.ts';

/*
 * docs/ui.md#numbers: a French trader whose browser speaks English (Chromium in en-US) types numbers the French
 * way, and Carnet reads them as such: 3000,50 is 3 000,50, 1,0850 is 1.085, fees of 3,5 are 3.5 — never ×10ⁿ. What
 * it cannot read unambiguously (1,085.5) is a French error under the field, and nothing is sent. Dates read
 * day/month/year there too (docs/ui.md#dates).
 */
describe('French numbers in an English browser', () => {
  const accountName = uniqueName('Compte virgule');
  let trader: Trader;
  let browser: Browser;
  let page: Page;
  let tradeId = 0;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    trader = await newTrader('virgule', { FOREX: ['EURUSD'] });
    browser = await signedInBrowser(trader, 'en-US');
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('reads an account balance typed 3000,50 as 3 000,50', async () => {
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    const accounts = new CapitalAccountsPage(page);
    await accounts.goto();
    await accounts.create({ name: accountName, mode: 'Live', startingBalance: '3000,50' });
    expect(await text(accounts.row(accountName))).toContain('3 000,50');
    const stored = await trader.call<{ name: string; starting_balance: string }[]>(
      'GET',
      '/api/v1/capital-accounts/',
    );
    expect(stored.find((account) => account.name === accountName)?.starting_balance).toBe('3000.5');
  });

  it('refuses an entry price of 1,085.5 in French, under the field, and sends nothing', async () => {
    await page.goto('/trades/new');
    const form = new TradeFormPage(page);
    await form.newHeading.waitFor();
    // docs/ui.md#dates: the entry date reads day/month/year and 24 hours, not the browser's 11/20/2026, 03:05 PM.
    expect(await form.entryDate.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await page.getByLabel('Type d’actif').selectOption('FOREX');
    await form.asset.selectOption('EURUSD');
    const option = form.account.locator('option', { hasText: accountName });
    await form.account.selectOption((await option.getAttribute('value')) ?? '');
    await form.entryPrice.fill('1,085.5');
    await form.stopLoss.fill('1,0800');
    await form.quantity.fill('1');
    await form.save.click();
    await page.getByText(FIELD_MESSAGES.ambiguousNumber).waitFor();
    expect(await form.entryPrice.getAttribute('aria-invalid')).toBe('true');
    expect(await form.entryPrice.inputValue()).toBe('1,085.5');
    expect((await trader.call<TradePage>('GET', '/api/v1/trades/')).count).toBe(0);
  });

  it('saves an entry price typed 1,0850 as 1.085', async () => {
    const form = new TradeFormPage(page);
    await form.entryPrice.fill('1,0850');
    await form.save.click();
    await form.toast('Opération créée').waitFor();
    await page.waitForURL((url) => /^\/trades\/\d+\/edit$/.test(url.pathname));
    tradeId = Number(new URL(page.url()).pathname.split('/')[2]);
    const stored = await trader.call<Trade>('GET', `/api/v1/trades/${tradeId}/`);
    expect([stored.entry_price, stored.stop_loss_price, stored.quantity]).toEqual(['1.085', '1.08', '1']);
    expect(await form.entryPrice.inputValue()).toBe('1,085');
  });

  it('saves fees typed 3,5 as 3.5', async () => {
    const form = new TradeFormPage(page);
    await page
      .getByRole('region', { name: 'Frais et modification' })
      .getByLabel(/^Frais/)
      .fill('3,5');
    await form.save.click();
    await form.toast('Opération enregistrée').waitFor();
    const stored = await trader.call<Trade>('GET', `/api/v1/trades/${tradeId}/`);
    expect(stored.fees).toBe('3.5');
  });
});
