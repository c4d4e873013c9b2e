import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TradesListPage } from './pages/trades-list-page.ts';
import { uniqueName } from './support/api.ts';
import { auditAccessibility, describeFindings } from './support/axe.ts';
import type { Browser } from './support/browser.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import {
  HOUR_MS,
  newCapitalAccount,
  newTrader,
  signedInBrowser,
  plainText as text,
  yesterdayToTheMinute,
} from './support/trader.ts';

/*
 * docs/rules/money.md, the everyday workflow: three closed BTC trades (+2 R, −0,5 R, +1 R, in that order of entry) and an
 * open EURUSD one; the trader opens a link that filters and sorts, reloads, flips the sort from its header, and
 * reads the cards on a phone in both themes.
 */
describe('trades: filters and sort in the address', () => {
  let browser: Browser;
  let page: Page;
  const ids: number[] = [];

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    const trader = await newTrader('tradesort', { CRYPTO: ['BTCUSDT'], FOREX: ['EURUSD'] });
    const accountId = await newCapitalAccount(trader, uniqueName('Compte live'));
    const closedAt = new Date(yesterdayToTheMinute()).toISOString();
    for (const [index, closePrice] of ['52000', '49500', '51000'].entries()) {
      const trade = await trader.call<{ id: number }>('POST', '/api/v1/trades/', {
        asset_name: 'BTCUSDT',
        entry_price: '50000',
        stop_loss_price: '49000',
        quantity: '1',
        risk_pct: 1,
        entry_date: new Date(Date.now() - (10 - index) * HOUR_MS - 24 * HOUR_MS).toISOString(),
        capital_account: accountId,
        take_profits: [{ price: '53000', quantity_to_sell: '1' }],
      });
      await trader.call('POST', `/api/v1/trades/${trade.id}/close_trade/`, {
        close_price: closePrice,
        close_date: closedAt,
      });
      ids.push(trade.id);
    }
    await trader.call('POST', '/api/v1/trades/', {
      asset_type: 'FOREX',
      asset_name: 'EURUSD',
      direction: 'SHORT',
      entry_price: '1.1',
      stop_loss_price: '1.2',
      quantity: '1',
      entry_date: new Date(Date.now() - HOUR_MS).toISOString(),
      capital_account: accountId,
      take_profits: [{ price: '1.0', quantity_to_sell: '1' }],
    });
    browser = await signedInBrowser(trader);
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  const editLinks = (list: TradesListPage) =>
    list.table
      .locator('a[href$="/edit"]')
      .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')?.split('/')[2])));

  it('opens a filtered, sorted link, keeps it on reload, and flips the sort from the header', async () => {
    const list = new TradesListPage(page);
    await page.goto('/trades?status=CLOSED&asset_name=BTCUSDT&ordering=-realized_rr');
    await list.heading.waitFor();
    await expect.poll(() => editLinks(list)).toEqual([ids[0], ids[2], ids[1]]);
    expect(await page.getByLabel('Statut').inputValue()).toBe('CLOSED');
    const header = list.table.getByRole('columnheader', { name: /R réalisé/ });
    expect(await header.getAttribute('aria-sort')).toBe('descending');

    await page.reload();
    await list.heading.waitFor();
    await expect.poll(() => editLinks(list)).toEqual([ids[0], ids[2], ids[1]]);

    await list.table.getByRole('button', { name: 'R réalisé' }).click();
    await expect.poll(() => editLinks(list)).toEqual([ids[1], ids[2], ids[0]]);
    expect(new URL(page.url()).searchParams.get('ordering')).toBe('realized_rr');
    expect(await header.getAttribute('aria-sort')).toBe('ascending');

    await page.getByLabel('Résultat').selectOption('LOSS');
    await expect.poll(() => editLinks(list)).toEqual([ids[1]]);
    // 1 BTC bought at 50 000 and sold at 49 500: Carnet prices it, −500 USD, computed, not estimated.
    const lossRow = await text(list.row(ids[1] ?? 0));
    expect(lossRow).toMatch(/BTCUSDT.*0,50 R.*500,00 \$US/);
    expect(lossRow).not.toContain('estimé');

    await page.getByLabel('Sens').selectOption('SHORT');
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expect.poll(() => editLinks(list)).toHaveLength(4);
    expect(new URL(page.url()).search).toBe('?ordering=realized_rr');
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`at 390 px in the ${theme} theme, each trade is a card with its R, net and status`, async () => {
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
      await page.setViewportSize({ width: 390, height: 844 });
      const list = new TradesListPage(page);
      await page.goto('/trades?status=CLOSED');
      await list.heading.waitFor();
      const card = list.row(ids[0] ?? 0);
      await card.waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      for (const value of [/\+2,00\sR/, /Clôturée/, /\$US/]) {
        expect(await card.getByText(value).first().isVisible(), String(value)).toBe(true);
      }
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= 390);
      expect(fits).toBe(true);
      const { blocking } = await auditAccessibility(page);
      expect(blocking, describeFindings(`liste des trades (390 px, thème ${theme})`, blocking)).toEqual([]);
    });
  }
});
