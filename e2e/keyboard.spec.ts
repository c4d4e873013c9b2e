import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CommandPalette } from './pages/command-palette.ts';
import { LoginPage } from './pages/login-page.ts';
import { Shell } from './pages/shell.ts';
import { TradeFormPage } from './pages/trade-form-page.ts';
import { TradesListPage } from './pages/trades-list-page.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import { type SeededJournal, seedJournal } from './support/journal-seed.ts';
import { KeyboardUser } from './support/keyboard-user.ts';

/*
 * a person with a keyboard and no mouse signs in, walks the shell, opens the palette with its shortcut,
 * writes a trade with its checklist, saves it and closes it through the dialog — seeing where the focus is at
 * every stop, held inside dialogs and never stuck anywhere else.
 */
describe('keyboard only: from the login to a closed trade', () => {
  const carnet = carnetUnderTest();
  let journal: SeededJournal;
  let browser: Browser;
  let page: Page;
  let keyboard: KeyboardUser;

  keepFailureEvidence(() => page);

  const pathname = () => new URL(page.url()).pathname;
  /** The focus lands on `target` (soon: a closing dialog gives it back once it has gone). */
  const expectFocused = async (target: Locator) => {
    await expect
      .poll(() => keyboard.isFocused(target), { timeout: 2_000 })
      .toBe(true)
      .catch(async () => {
        throw new Error(`${target} n’a pas le focus : il est sur ${await keyboard.focusedDescription()}`);
      });
  };
  const isFocusInside = (container: Locator) =>
    container.evaluate((element) => element.contains(document.activeElement));

  /** Tabs `count` times (backwards with Shift) and answers whether the focus stayed inside `container`. */
  async function staysInside(container: Locator, count: number, key = 'Tab'): Promise<boolean> {
    for (let stop = 0; stop < count; stop += 1) {
      await keyboard.press(key);
      if (!(await isFocusInside(container))) return false;
    }
    return true;
  }

  beforeAll(async () => {
    journal = await seedJournal(carnet.baseUrl, carnet.adminPassword, { prefix: 'clavier' });
    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
    keyboard = new KeyboardUser(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(() => {
    expect([...keyboard.focusNotShown], 'éléments sans indicateur de focus visible').toEqual([]);
  });

  it('signs in with the keyboard alone', async () => {
    const login = new LoginPage(page);
    await login.goto();
    await expectFocused(login.username);
    await keyboard.type(journal.account.username);
    await keyboard.tabTo(login.password);
    await keyboard.type(journal.account.password);
    await keyboard.tabTo(page.getByRole('button', { name: 'Afficher le mot de passe' }));
    await keyboard.tabTo(login.submit);
    await keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/app');
  });

  it('skips to the content, then reaches every control of the header', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Opérations', level: 1 }).waitFor();
    const skipLink = page.getByRole('link', { name: 'Aller au contenu' });
    await keyboard.press('Tab');
    await expectFocused(skipLink);
    const box = await skipLink.boundingBox();
    expect(box?.width ?? 0, 'le lien d’évitement apparaît quand il a le focus').toBeGreaterThan(20);
    await keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contenu');

    const shell = new Shell(page);
    await keyboard.tabTo(shell.header.getByRole('link', { name: 'Tableau de bord' }), { backwards: true });
    for (const [role, name] of [
      ['button', 'Trading'],
      ['link', 'Profil'],
      ['button', 'Rechercher'],
      ['button', 'Notifications'],
    ] as const) {
      await keyboard.tabTo(shell.header.getByRole(role, { name, exact: true }));
    }
    await keyboard.tabTo(shell.themeToggle);
    await keyboard.press('Enter');
    await expect.poll(() => shell.appliedTheme()).toBe('light');
    await keyboard.press('Enter');
    await expect.poll(() => shell.appliedTheme()).toBe('dark');

    await keyboard.tabTo(shell.accountMenuButton);
    await keyboard.press('Enter');
    await shell.menuItem('Profil').waitFor();
    await expectFocused(page.getByRole('menuitem').first());
    await keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expectFocused(shell.accountMenuButton);
  });

  it('opens the Trading menu and follows an entry with the arrows and Enter', async () => {
    const trading = page.getByRole('banner').getByRole('button', { name: /^Trading/ });
    await keyboard.tabTo(trading, { backwards: true });
    await keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expectFocused(page.getByRole('menuitem', { name: /^Trades/ }));
    await keyboard.press('ArrowDown');
    await expectFocused(page.getByRole('menuitem', { name: /^Comptes de capital/ }));
    await keyboard.press('ArrowUp');
    await expectFocused(page.getByRole('menuitem', { name: /^Trades/ }));
    await keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/trades');
    await menu.waitFor({ state: 'detached' });
  });

  it('opens the command palette with its shortcuts; Escape gives the focus back', async () => {
    const list = new TradesListPage(page);
    await list.heading.waitFor();
    await keyboard.tabTo(list.addTrade);
    const palette = new CommandPalette(page);
    await keyboard.press('Control+k');
    await palette.dialog.waitFor();
    await expectFocused(palette.search);
    await keyboard.press('Escape');
    await palette.dialog.waitFor({ state: 'detached' });
    await expectFocused(list.addTrade);

    await keyboard.press('/');
    await palette.dialog.waitFor();
    await keyboard.type('config');
    await expect.poll(() => palette.visibleLabels()).toEqual([expect.stringContaining('Configurations')]);
    await keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/strategies');
    await palette.dialog.waitFor({ state: 'detached' });
  });

  it('opens the trade form, fills it, ticks the checklist and saves', async () => {
    const list = new TradesListPage(page);
    await page.goto('/trades');
    await list.heading.waitFor();
    await keyboard.tabTo(list.addTrade);
    await keyboard.press('Enter');
    const form = new TradeFormPage(page);
    await form.newHeading.waitFor();

    // A closed <select> takes the first letters of an option, as in every browser.
    await keyboard.tabTo(form.asset);
    await keyboard.type('BTC');
    await expect.poll(() => form.asset.inputValue()).toBe('BTCUSDT');
    for (const [field, value] of [
      [form.entryPrice, '60000'],
      [form.stopLoss, '59000'],
      [form.quantity, '1'],
      [form.takeProfitPrice(1), '62000'],
      [form.takeProfitQuantity(1), '1'],
    ] as const) {
      await keyboard.tabTo(field);
      await keyboard.type(value);
    }
    await keyboard.tabTo(form.beMoved);
    await keyboard.press('Space');
    expect(await form.beMoved.isChecked()).toBe(true);
    await keyboard.tabTo(form.configuration);
    await keyboard.type('Cass');
    await expect
      .poll(async () => (await form.configuration.locator('option:checked').textContent()) ?? '')
      .toBe('Cassure NY');
    await keyboard.tabTo(form.account);
    await keyboard.type('Compte');
    await expect
      .poll(async () => (await form.account.locator('option:checked').textContent()) ?? '')
      .toContain('Compte live');
    for (const label of ['Zone HTF', 'BOS LTF']) {
      await keyboard.tabTo(form.confirmation(label));
      await keyboard.press('Space');
      expect(await form.confirmation(label).isChecked()).toBe(true);
    }
    await expect
      .poll(async () => (await form.figure('Score').textContent())?.replace(/\s/g, ' '))
      .toBe('100,0 %');

    await keyboard.tabTo(form.save);
    await keyboard.press('Enter');
    await form.toast('Opération créée').waitFor();
    await page.waitForURL((url) => /^\/trades\/\d+\/edit$/.test(url.pathname));
  });

  it('opens the close dialog: focus held inside, Escape returns it, Enter closes the trade', async () => {
    const form = new TradeFormPage(page);
    await form.closeButton.waitFor();
    await keyboard.tabTo(form.closeButton);
    await keyboard.press('Enter');
    await form.closeDialog.waitFor();
    await expect.poll(() => isFocusInside(form.closeDialog)).toBe(true);
    expect(await staysInside(form.closeDialog, 10), 'Tab reste dans le dialogue').toBe(true);
    expect(await staysInside(form.closeDialog, 10, 'Shift+Tab'), 'Maj+Tab reste dans le dialogue').toBe(true);
    await keyboard.press('Escape');
    await form.closeDialog.waitFor({ state: 'detached' });
    await expectFocused(form.closeButton);

    await keyboard.press('Enter');
    await form.closeDialog.waitFor();
    const closePrice = form.closeDialog.getByLabel('Prix de clôture');
    await expect.poll(() => keyboard.isFocused(closePrice)).toBe(true);
    await keyboard.type('61000');
    await keyboard.tabTo(form.closeDialog.getByRole('checkbox', { name: /TP1/ }));
    await keyboard.press('Space');
    await keyboard.tabTo(form.closeDialog.getByRole('button', { name: 'Clôturer', exact: true }));
    await keyboard.press('Enter');
    await form.toast('Opération clôturée').waitFor();
    await form.result.waitFor();
    expect(pathname()).toMatch(/^\/trades\/\d+\/edit$/);
  });

  it('answers the confirmation dialog: Escape keeps the trade, Confirmer deletes it', async () => {
    const remove = page.getByRole('button', { name: 'Supprimer', exact: true });
    const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
    await keyboard.tabTo(remove, { backwards: true });
    await keyboard.press('Enter');
    await confirmation.waitFor();
    await expect.poll(() => isFocusInside(confirmation)).toBe(true);
    await keyboard.press('Escape');
    await confirmation.waitFor({ state: 'detached' });
    await expectFocused(remove);

    await keyboard.press('Space');
    await confirmation.waitFor();
    await keyboard.tabTo(confirmation.getByRole('button', { name: 'Confirmer' }));
    await keyboard.press('Enter');
    await page.getByText('Opération supprimée', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/trades');
  });

  it('is never stuck: Tab walks each main page to its end and out', async () => {
    const pages = [
      '/app',
      '/trades',
      '/trades/new',
      `/trades/${journal.openTradeId}/edit`,
      `/strategies/${journal.configurationId}`,
      '/profile',
    ];
    for (const path of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const walk = await keyboard.tabThroughPage(250);
      expect(walk.stuckOn, `${path} : Tab reste sur ${walk.stuckOn}`).toBeUndefined();
      expect(walk.isOut, `${path} : Tab n’a pas quitté la page en ${walk.stops} arrêts`).toBe(true);
      console.log(`${path} : ${walk.stops} arrêts de tabulation jusqu’à la sortie de la page`);
    }
  });
});
