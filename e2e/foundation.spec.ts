import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUsersPage } from './pages/admin-users-page.ts';
import { CommandPalette } from './pages/command-palette.ts';
import { LoginPage } from './pages/login-page.ts';
import { ProfilePage } from './pages/profile-page.ts';
import { Shell } from './pages/shell.ts';
import { createTestAccount, uniqueName } from './support/api.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';

// the newcomer's path, one step after the other in one browser, as a person would.
describe('foundation: from the admin password to a trader using the app', () => {
  const carnet = carnetUnderTest();
  const username = uniqueName('alice');
  const trader = { username, email: `${username}@example.test`, password: 'mot-de-passe-alice' };
  let browser: Browser;
  let page: Page;

  const pathname = () => new URL(page.url()).pathname;
  const waitForPath = (expected: string) => page.waitForURL((url) => url.pathname === expected);
  const storedAccessToken = () => page.evaluate(() => window.localStorage.getItem('access_token'));

  beforeAll(async () => {
    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  keepFailureEvidence(() => page);

  it('refuses a wrong password with the message of docs/ui.md#errors', async () => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn('admin', 'pas-le-bon-mot-de-passe');
    await login.failure.waitFor();
    expect(pathname()).toBe('/login');
    expect(await storedAccessToken()).toBeNull();
  });

  it('signs the admin in with the known password and lands on /app', async () => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn('admin', carnet.adminPassword);
    await waitForPath('/app');
    expect(await storedAccessToken()).toBeTruthy();
  });

  it('creates an account on the Administration page, reached from the account menu', async () => {
    const shell = new Shell(page);
    await shell.chooseInAccountMenu('Administration');
    await waitForPath('/admin/users');
    const admin = new AdminUsersPage(page);
    await admin.heading.waitFor();
    await admin.row('admin').waitFor();

    await admin.createAccount(trader);

    const row = admin.row(trader.username);
    await row.waitFor();
    expect(await row.textContent()).toContain(trader.email);
    expect(await row.textContent()).toContain('Actif');
    // The success toast sits below the header: over it, it would hide the account menu the next step opens.
    await expect.poll(() => new Shell(page).toastGapBelowHeader()).toBeGreaterThanOrEqual(0);
  });

  it('logs out to /login and forgets the tokens', async () => {
    await new Shell(page).logOut();
    expect(pathname()).toBe('/login');
    expect(await storedAccessToken()).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('refresh_token'))).toBeNull();
  });

  it('signs the new trader in', async () => {
    await new LoginPage(page).logIn(trader.username, trader.password);
    await waitForPath('/app');
    const shell = new Shell(page);
    await shell.openAccountMenu();
    // Not staff: the account menu offers no Administration entry.
    await shell.menuItem('Profil').waitFor();
    expect(await shell.menuItem('Administration').count()).toBe(0);
    await shell.menuItem('Profil').click();
    await waitForPath('/profile');
  });

  it('shows the identity read-only and keeps the asset lists after a reload', async () => {
    const profile = new ProfilePage(page);
    await profile.heading.waitFor();
    await expectValue(profile.username, trader.username);
    expect(await profile.username.getAttribute('readonly')).not.toBeNull();
    await expectValue(profile.email, trader.email);

    await profile.setAssetList('CRYPTO', ' BTCUSDT ,ETHUSDT,, btcusdt');
    await profile.setAssetList('FOREX', 'EURUSD, GBPJPY');
    await profile.setAssetList('STOCK', 'AAPL');
    await profile.saveAssets.click();
    await profile.assetsSaved.waitFor();

    await page.reload();
    await profile.heading.waitFor();
    // Trimmed, empty names dropped, duplicates (whatever the case) kept once.
    await expectValue(profile.assetList('CRYPTO'), 'BTCUSDT, ETHUSDT');
    await expectValue(profile.assetList('FOREX'), 'EURUSD, GBPJPY');
    await expectValue(profile.assetList('STOCK'), 'AAPL');
  });

  it('switches the theme dark ↔ light and keeps it in local storage', async () => {
    const shell = new Shell(page);
    const profile = new ProfilePage(page);
    expect(await shell.appliedTheme()).toBe('dark');

    await shell.themeToggle.click();
    await expect.poll(() => shell.appliedTheme()).toBe('light');
    expect(await shell.storedTheme()).toBe('light');
    expect(await profile.theme.inputValue()).toBe('light');

    await page.reload();
    await profile.heading.waitFor();
    expect(await shell.appliedTheme()).toBe('light');

    await profile.chooseTheme('Sombre (trading)');
    await expect.poll(() => shell.appliedTheme()).toBe('dark');
    expect(await shell.storedTheme()).toBe('dark');
  });

  it('opens the command palette with / and filters pages by label, keyword and path', async () => {
    const palette = new CommandPalette(page);
    await palette.openWithSlash();
    // docs/ui.md's six pages, « Importer » (docs/rules/imports.md), « Analyse » and « Calendrier »
    // (docs/rules/statistics.md), « Journal » (docs/rules/journal.md).
    expect(await palette.visibleLabels()).toHaveLength(10);

    await palette.search.fill('stratégies globales');
    await expect
      .poll(() => palette.visibleLabels())
      .toEqual([expect.stringContaining('Stratégies globales')]);

    await palette.search.fill('mot de passe');
    await expect.poll(() => palette.visibleLabels()).toEqual([expect.stringContaining('Profil')]);

    await palette.search.fill('/global-strategies');
    await expect
      .poll(() => palette.visibleLabels())
      .toEqual([expect.stringContaining('Stratégies globales')]);

    await palette.close();
  });

  it('opens the palette with Ctrl+K and moves with the arrows and Enter', async () => {
    const palette = new CommandPalette(page);
    await palette.openWithCtrlK();
    await palette.search.fill('strat');
    await expect.poll(() => palette.visibleLabels()).toHaveLength(2);
    const [first, second] = await palette.visibleLabels();

    expect(await palette.selectedOption.textContent()).toBe(first);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => palette.selectedOption.textContent()).toBe(second);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => palette.selectedOption.textContent()).toBe(first);

    await palette.search.fill('tableau');
    await expect.poll(() => palette.selectedOption.textContent()).toContain('Tableau de bord');
    await page.keyboard.press('Enter');
    await palette.dialog.waitFor({ state: 'hidden' });
    await waitForPath('/app');
  });

  it('logs the trader out to /login', async () => {
    await new Shell(page).logOut();
    expect(await storedAccessToken()).toBeNull();
  });

  it('sends a signed-out visitor of a protected page to /login, then back there after login', async () => {
    await page.goto('/profile');
    await waitForPath('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/profile');

    await new LoginPage(page).logIn(trader.username, trader.password);
    await waitForPath('/profile');
    await new ProfilePage(page).heading.waitFor();
  });
});

async function expectValue(field: { inputValue: () => Promise<string> }, expected: string): Promise<void> {
  await expect.poll(() => field.inputValue()).toBe(expected);
}

describe('administration is for staff only', () => {
  const carnet = carnetUnderTest();
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  keepFailureEvidence(() => page);

  it('tells a trader who opens /admin/users that the page is reserved, and lists nobody', async () => {
    const trader = await createTestAccount(carnet.baseUrl, { password: carnet.adminPassword });
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(trader.username, trader.password);
    await page.waitForURL((url) => url.pathname === '/app');

    await page.goto('/admin/users');
    await page.getByText('Accès réservé aux administrateurs.').waitFor();
    expect(await new AdminUsersPage(page).row('admin').count()).toBe(0);
  });
});
