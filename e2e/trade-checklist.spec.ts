import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TradeFormPage } from './pages/trade-form-page.ts';
import { TradesListPage } from './pages/trades-list-page.ts';
import { uniqueName } from './support/api.ts';
import type { Browser } from './support/browser.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import {
  localInput,
  newCapitalAccount,
  newNyBreakout,
  newTrader,
  recentWeekdayAt,
  signedInBrowser,
  type Trader,
  plainText as text,
} from './support/trader.ts';

/*
 * A trade from its checklist, first part: a trader with a configuration and an account opens « Ajouter un trade »,
 * ticks the checklist and watches score, grade, timing and recommended risk follow, and saves.
 */
describe('trades: from the checklist to the saved trade', () => {
  const accountName = uniqueName('Compte live');
  const entryAt = recentWeekdayAt(10);
  let trader: Trader;
  let browser: Browser;
  let page: Page;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    trader = await newTrader('trades', { CRYPTO: ['BTCUSDT', 'ETHUSDT'] });
    await newNyBreakout(trader);
    await newCapitalAccount(trader, accountName);
    browser = await signedInBrowser(trader);
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens « Ajouter un trade » from the list and fills the plan', async () => {
    const list = new TradesListPage(page);
    await list.goto();
    await list.addTrade.click();
    const form = new TradeFormPage(page);
    await form.newHeading.waitFor();
    await form.asset.selectOption('BTCUSDT');
    await form.entryDate.fill(await localInput(page, entryAt));
    await form.entryPrice.fill('60000');
    await form.stopLoss.fill('59000');
    await form.quantity.fill('1');
    await form.takeProfitPrice(1).fill('62000');
    await form.takeProfitQuantity(1).fill('0.5');
    await form.addTakeProfit.click();
    await form.takeProfitPrice(2).fill('64000');
    await form.takeProfitQuantity(2).fill('0.5');
    expect(await form.autoRisk.isChecked()).toBe(true);
    expect(await form.risk.isDisabled()).toBe(true);
  });

  it('ticks the checklist and watches score, grade, timing and recommended risk follow', async () => {
    const form = new TradeFormPage(page);
    await form.configuration.selectOption({ label: 'Cassure NY' });
    await expect.poll(() => text(form.figure('Score'))).toBe('0,0 %');
    expect(await text(form.figure('Note'))).toBe('C');
    expect(await text(form.figure('Créneau'))).toBe('Créneau préféré');
    expect(await text(form.figure('Risque recommandé'))).toBe('0,00 %');

    await form.confirmation('Zone HTF').check();
    await expect.poll(() => text(form.figure('Score'))).toBe('50,0 %');
    await form.confirmation('BOS LTF').check();
    await expect.poll(() => text(form.figure('Score'))).toBe('100,0 %');
    expect(await text(form.figure('Note'))).toBe('A+');
    // Two targets and the stop not at break-even: still not compliant, no risk recommended.
    await form.compliance.getByText('Stop non déplacé au point mort après TP1').waitFor();
    expect(await text(form.figure('Risque recommandé'))).toBe('0,00 %');

    await form.beMovedSwitch.click();
    expect(await form.beMoved.isChecked()).toBe(true);
    await form.compliance.getByText('Conforme', { exact: true }).waitFor();
    await expect.poll(() => text(form.figure('Risque recommandé'))).toBe('2,00 %');
    await expect.poll(() => form.risk.inputValue()).toBe('2');

    await form.entryDate.fill(await localInput(page, entryAt - 7 * 3_600_000));
    await expect.poll(() => text(form.figure('Créneau'))).toBe('Hors créneau');
    expect(await text(form.figure('Risque recommandé'))).toBe('0,00 %');
    await form.entryDate.fill(await localInput(page, entryAt));
    await expect.poll(() => text(form.figure('Créneau'))).toBe('Créneau préféré');
    await expect.poll(() => form.risk.inputValue()).toBe('2');
  });

  it('saves: « Opération créée », then the edit page with its checklist and compliance stored', async () => {
    const form = new TradeFormPage(page);
    const option = form.account.locator('option', { hasText: accountName });
    await form.account.selectOption((await option.getAttribute('value')) ?? '');
    await form.save.click();
    await form.toast('Opération créée').waitFor();
    await page.waitForURL((url) => /^\/trades\/\d+\/edit$/.test(url.pathname));
    const tradeId = Number(new URL(page.url()).pathname.split('/')[2]);
    const { body } = await trader.request<{
      risk_pct: number;
      grade: string;
      is_compliant: boolean;
      risk_amount: string;
    }>('GET', `/api/v1/trades/${tradeId}/`);
    expect(body).toMatchObject({ risk_pct: 2, grade: 'A+', is_compliant: true, risk_amount: '200' });
    expect(await form.confirmation('Zone HTF').isChecked()).toBe(true);
    expect(await form.confirmation('BOS LTF').isChecked()).toBe(true);
  });
});
