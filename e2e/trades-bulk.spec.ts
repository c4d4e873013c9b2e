import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandPalette } from './pages/command-palette.ts';
import type { Theme } from './pages/shell.ts';
import { TradesListPage } from './pages/trades-list-page.ts';
import { auditAccessibility, describeFindings } from './support/axe.ts';
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

/* docs/ui.md#bulk-actions: a trader ticks trades from the keyboard and tags them all at once. */
describe('trades: bulk tag', () => {
  let trader: Trader;
  let browser: Browser;
  let page: Page;
  const ids: number[] = [];

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    trader = await newTrader('bulk', { CRYPTO: ['BTCUSDT'] });
    const accountId = await newCapitalAccount(trader, 'Compte lot');
    for (let hour = 1; hour <= 3; hour++) {
      const trade = await trader.call<{ id: number }>('POST', '/api/v1/trades/', {
        ...BTC_PLAN,
        entry_date: new Date(Date.now() - hour * HOUR_MS).toISOString(),
        capital_account: accountId,
        take_profits: [{ price: '62000', quantity_to_sell: '1' }],
      });
      ids.push(trade.id);
    }
    browser = await signedInBrowser(trader);
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  const list = () => new TradesListPage(page);
  const box = (id: number | undefined) =>
    list()
      .row(id ?? 0)
      .getByRole('checkbox');

  /** Ticks the first two trades from the keyboard: the checkbox focused, then Espace. */
  async function tickTwo(): Promise<void> {
    await list().goto();
    for (const id of [ids[0], ids[1]]) {
      await box(id).focus();
      await page.keyboard.press('Space');
    }
    await page.getByText('2 opérations sélectionnées', { exact: true }).waitFor();
  }

  async function expectAccessible(where: string): Promise<void> {
    const { blocking } = await auditAccessibility(page);
    expect(blocking, describeFindings(where, blocking)).toEqual([]);
  }

  const tagDialog = () => page.getByRole('dialog', { name: 'Ajouter un tag' });
  async function openTagDialog(): Promise<void> {
    await page.getByRole('button', { name: 'Ajouter un tag' }).click();
    await tagDialog().getByText('Ajouter un tag aux 2 opérations sélectionnées.').waitFor();
  }

  for (const theme of ['light', 'dark'] satisfies Theme[]) {
    it(`passes axe with trades ticked and the tag dialog open, ${theme} theme`, async () => {
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
      await tickTwo();
      await expectAccessible(`liste avec sélection (thème ${theme})`);
      await openTagDialog();
      await expectAccessible(`dialogue « Ajouter un tag » (thème ${theme})`);
      await page.keyboard.press('Escape');
      await tagDialog().waitFor({ state: 'hidden' });
    });
  }

  it('finds the trades by symbol in the palette, passes axe there, and opens one with Entrée', async () => {
    await list().goto();
    const palette = new CommandPalette(page);
    await palette.openWithCtrlK();
    await palette.search.fill('btcu');
    const found = palette.dialog.getByRole('group', { name: 'Opérations' });
    await found.getByRole('option').nth(2).waitFor();
    await expectAccessible('palette avec des opérations');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/trades\/\d+$/.test(url.pathname));
    expect(ids).toContain(Number(new URL(page.url()).pathname.split('/').at(-1)));
  });

  it('ticks two trades with Espace, tags them « Revue » and leaves the third untouched', async () => {
    await tickTwo();
    await openTagDialog();
    await tagDialog().getByRole('combobox', { name: 'Tag' }).fill('Revue');
    await page.keyboard.press('Enter');
    await page.getByText('Tag « Revue » ajouté à 2 opérations').waitFor();
    await tagDialog().waitFor({ state: 'hidden' });

    const tagsOf = async (id: number | undefined) =>
      (await trader.request<{ tags: string[] }>('GET', `/api/v1/trades/${id ?? 0}/`)).body.tags;
    expect(await tagsOf(ids[0])).toEqual(['Revue']);
    expect(await tagsOf(ids[1])).toEqual(['Revue']);
    expect(await tagsOf(ids[2])).toEqual([]);
    expect(await box(ids[0]).isChecked()).toBe(false);
  });
});
