import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapitalAccountsPage } from './pages/capital-accounts-page.ts';
import { TradeFormPage } from './pages/trade-form-page.ts';
import { uniqueName } from './support/api.ts';
import type { Browser } from './support/browser.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import { solidPng } from './support/png.ts';
import {
  BTC_TRADE,
  localInput,
  newCapitalAccount,
  newTrader,
  recentWeekdayAt,
  signedInBrowser,
  type Trader,
  plainText as text,
  yesterdayToTheMinute,
} from './support/trader.ts';

/*
 * A trade from its checklist, second part: on a saved trade risking 2 % of 10 000, the trader attaches two
 * screenshots and browses them full screen, closes with TP1 reached, sees R, outcome and the account balance
 * move, and writes the review.
 */
describe('trades: screenshots, the close and the review', () => {
  const accountName = uniqueName('Compte live');
  let trader: Trader;
  let tradeId = 0;
  let browser: Browser;
  let page: Page;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    trader = await newTrader('trades', { CRYPTO: ['BTCUSDT'] });
    const accountId = await newCapitalAccount(trader, accountName);
    const trade = await trader.call<{ id: number }>('POST', '/api/v1/trades/', {
      ...BTC_TRADE,
      entry_date: new Date(recentWeekdayAt(10)).toISOString(),
      capital_account: accountId,
      risk_pct: 2,
      be_moved: true,
    });
    tradeId = trade.id;
    browser = await signedInBrowser(trader);
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('attaches two screenshots and browses them full screen', async () => {
    await page.goto(`/trades/${tradeId}/edit`);
    const form = new TradeFormPage(page);
    await form.screenshotInput.setInputFiles([
      { name: 'avant.png', mimeType: 'image/png', buffer: solidPng(80, 50, [31, 111, 235]) },
      { name: 'apres.png', mimeType: 'image/png', buffer: solidPng(80, 50, [47, 208, 138]) },
    ]);
    await form.toast('Captures ajoutées').waitFor();
    await form.thumbnail(2).waitFor();

    await form.thumbnail(1).click();
    await form.viewer.waitFor();
    expect(await form.viewer.getByRole('heading').textContent()).toBe('Capture 1 sur 2');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Capture 2 sur 2' }).waitFor();
    await form.viewer.getByRole('button', { name: 'Capture précédente' }).click();
    await page.getByRole('dialog', { name: 'Capture 1 sur 2' }).waitFor();
    const image = form.viewer.getByRole('img');
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await form.viewer.waitFor({ state: 'detached' });
  });

  it('closes with TP1 reached, dated yesterday, and sees R, outcome, close date and the balance move', async () => {
    const form = new TradeFormPage(page);
    // Journaled the day after (docs/rules/trades.md): closed yesterday, to the minute, after the entry two days ago or more.
    const closedAt = yesterdayToTheMinute();
    // TP1 sells half at 62 000 (+2 R on that half), the rest leaves at break-even: +1 R. The money is computed
    // from the trade (docs/rules/money.md#instruments): 0.5 BTC × 2 000 USDT = 1 000, USDT counted as USD.
    await form.close('60000', ['TP1'], await localInput(page, closedAt));
    await form.toast('Opération clôturée').waitFor();
    await form.result.waitFor();
    const { body } = await trader.request<{ close_date: string }>('GET', `/api/v1/trades/${tradeId}/`);
    expect(Date.parse(body.close_date)).toBe(closedAt);
    const shown = await page.evaluate(
      (ms) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' }).format(ms),
      closedAt,
    );
    expect(await text(form.closedFigure('Date de clôture'))).toBe(shown.replace(/\s/g, ' '));
    expect(await text(form.closedFigure('R réalisé'))).toBe('+1,00 R');
    expect(await text(form.closedFigure('Résultat sur le compte'))).toBe('1 000,00 $US');
    await page.getByText('WIN', { exact: true }).waitFor();
    expect(await form.closeButton.count()).toBe(0);

    const accounts = new CapitalAccountsPage(page);
    await accounts.goto();
    expect(await text(accounts.row(accountName))).toContain('11 000,00 $US');
  });

  it('writes the post-trade review, kept after a reload', async () => {
    await page.goto(`/trades/${tradeId}/edit`);
    const form = new TradeFormPage(page);
    await form.review.fill('Plan suivi : BE après TP1, sortie propre.');
    await form.save.click();
    await form.toast('Opération enregistrée').waitFor();
    await page.reload();
    await expect.poll(() => form.review.inputValue()).toBe('Plan suivi : BE après TP1, sortie propre.');
  });
});
