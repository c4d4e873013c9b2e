import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapitalAccountsPage } from './pages/capital-accounts-page.ts';
import { TradeFormPage } from './pages/trade-form-page.ts';
import { TradesListPage } from './pages/trades-list-page.ts';
import { uniqueName } from './support/api.ts';
import type { Browser } from './support/browser.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import {
  localInput,
  newCapitalAccount,
  newTrader,
  recentWeekdayAt,
  signedInBrowser,
  type Trader,
  plainText as text,
} from './support/trader.ts';

/*
 * Money from the trade itself (docs/rules/money.md#instruments): a trader sizes a EURUSD position with the form's
 * calculator — 300 USD at risk (3 % of 10 000) over a 20-pip stop, 10 USD a pip and a lot: 1.5 lots — closes it
 * 15 pips higher and sees 225 USD, (1.08650 − 1.08500) × 1.5 × 100 000, on the trade, the list and the account
 * (10 225), never said « estimé ».
 */
describe('money: a EURUSD position sized, closed, and its 225 USD everywhere', () => {
  const accountName = uniqueName('Compte forex');
  let trader: Trader;
  let browser: Browser;
  let page: Page;
  let tradeId = 0;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    trader = await newTrader('argent', { FOREX: ['EURUSD'] });
    await newCapitalAccount(trader, accountName);
    browser = await signedInBrowser(trader);
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sizes 1.5 lots with the calculator and saves the trade', async () => {
    await page.goto('/trades/new');
    const form = new TradeFormPage(page);
    await form.newHeading.waitFor();
    await page.getByLabel('Type d’actif').selectOption('FOREX');
    await form.asset.selectOption('EURUSD');
    const option = form.account.locator('option', { hasText: accountName });
    await form.account.selectOption((await option.getAttribute('value')) ?? '');
    await form.entryDate.fill(await localInput(page, recentWeekdayAt(10)));
    await form.entryPrice.fill('1.085');
    await form.stopLoss.fill('1.083');
    await page.getByRole('button', { name: 'Calculer la taille' }).click();
    const calculator = page.getByRole('region', { name: 'Taille de position' });
    expect(await calculator.getByLabel('Solde (USD)').inputValue()).toBe('10\u202f000');
    await calculator.getByLabel('Risque du calcul (%)').fill('3');
    const sized = calculator.getByLabel('Taille calculée');
    await sized.getByText('1,5 lot(s)').waitFor();
    expect(await text(sized)).toContain('10,00 $US');
    expect(await text(sized)).toContain('300,00 $US');
    await calculator.getByRole('button', { name: 'Utiliser cette taille' }).click();
    expect(await form.quantity.inputValue()).toBe('1,5');
    await form.takeProfitPrice(1).fill('1.089');
    await form.takeProfitQuantity(1).fill('1.5');
    await form.save.click();
    await form.toast('Opération créée').waitFor();
    await page.waitForURL((url) => /^\/trades\/\d+\/edit$/.test(url.pathname));
    tradeId = Number(new URL(page.url()).pathname.split('/')[2]);
  });

  it('closes 15 pips higher: 225 USD computed on the trade, the list and the account', async () => {
    const form = new TradeFormPage(page);
    await form.close('1.0865', []);
    await form.toast('Opération clôturée').waitFor();
    await form.result.waitFor();
    expect(await text(form.closedFigure('Résultat sur le compte'))).toBe('225,00 $US');
    const stored = await trader.call<{ pnl_amount: string; pnl_source: string }>(
      'GET',
      `/api/v1/trades/${tradeId}/`,
    );
    expect(stored).toMatchObject({ pnl_amount: '225', pnl_source: 'COMPUTED' });

    const list = new TradesListPage(page);
    await list.goto();
    const row = list.row(tradeId);
    expect(await text(row)).toContain('225,00 $US');
    expect(await row.getByText('estimé', { exact: true }).count()).toBe(0);

    const accounts = new CapitalAccountsPage(page);
    await accounts.goto();
    expect(await text(accounts.row(accountName))).toContain('10 225,00 $US');
  });
});
