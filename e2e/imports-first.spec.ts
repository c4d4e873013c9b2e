import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportPage } from './pages/import-page.ts';
import { LoginPage } from './pages/login-page.ts';
import type { Theme } from './pages/shell.ts';
import { callApi, createTestAccount, logIn } from './support/api.ts';
import { auditAccessibility, describeFindings } from './support/axe.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';

// A Tradovate « Performance » export as the platform writes it (imports.spec.ts): one MES round trip, +$62.50.
const PERFORMANCE_CSV = [
  'symbol,_priceFormat,_priceFormatType,_tickSize,buyFillId,sellFillId,qty,buyPrice,sellPrice,pnl,boughtTimestamp,soldTimestamp,duration',
  'MESH5,-2,0,0.25,6008478034,6008478078,1,6117.75,6130.25,$62.50,01/22/2025 23:02:03,01/23/2025 00:30:16,1h 28min 12sec',
  '',
].join('\n');

type Account = { id: number; name: string; current_balance: string };

/*
 * docs/rules/imports.md#first-import: a new trader, with no account and no trade, opens « Importer », is told to
 * create an account first, comes back, names the file's zone, and imports; the same file into a second account
 * is warned about.
 */
describe('imports: the first import of a new trader', () => {
  const carnet = carnetUnderTest();
  let token = '';
  let browser: Browser;
  let page: Page;

  keepFailureEvidence(() => page);

  const accounts = () =>
    callApi<Account[]>(carnet.baseUrl, '/api/v1/capital-accounts/', { method: 'GET', token });

  beforeAll(async () => {
    const trader = await createTestAccount(
      carnet.baseUrl,
      { password: carnet.adminPassword },
      'first-import',
    );
    token = (await logIn(carnet.baseUrl, trader.username, trader.password)).access;
    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
    await new LoginPage(page).signInToApp(trader.username, trader.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function expectAccessible(where: string): Promise<void> {
    const { blocking } = await auditAccessibility(page);
    expect(blocking, describeFindings(where, blocking)).toEqual([]);
  }

  for (const theme of ['light', 'dark'] satisfies Theme[]) {
    it(`guides a trader without an account, readable at 390 px, ${theme} theme`, async () => {
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
      await page.setViewportSize({ width: 390, height: 844 });
      const imports = new ImportPage(page);
      await imports.goto();
      await page.getByRole('region', { name: 'Premier import' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(`premier import (thème ${theme}, 390 px)`);
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  }

  it('creates the account from « Importer », comes back, names the zone and imports the file', async () => {
    const imports = new ImportPage(page);
    await imports.goto();
    await page.getByRole('link', { name: 'Créer un compte de capital' }).click();
    await page.getByRole('heading', { name: 'Nouveau compte de capital', level: 1 }).waitFor();
    await page.getByLabel('Nom', { exact: true }).fill('Compte Tradovate');
    await page.getByLabel('Solde de départ').fill('10000');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await imports.heading.waitFor();
    expect(new URL(page.url()).pathname).toBe('/import');

    await imports.chooseFile('Performance.csv', PERFORMANCE_CSV);
    await imports.preview.getByText('Tradovate — Performance').waitFor();
    // The file writes no zone: the page asks, and waits for it.
    await page.getByText('Choisissez le fuseau horaire du fichier pour importer.').waitFor();
    expect(await imports.importButton(1).isDisabled()).toBe(true);
    await expectAccessible('aperçu, fuseau à choisir');
    await imports.timezone.selectOption('America/Chicago');
    await imports.importButton(1).click();
    await imports.success.waitFor();
    const [account] = await accounts();
    expect(account?.current_balance).toMatch(/^10062\.50*$/);

    // The same file, previewed for a second account, is said to be in the first already.
    const copy = await callApi<Account>(carnet.baseUrl, '/api/v1/capital-accounts/', {
      method: 'POST',
      token,
      body: { name: 'Compte copie', starting_balance: '5000' },
    });
    await imports.goto();
    await imports.chooseFile('Performance.csv', PERFORMANCE_CSV);
    await imports.preview.waitFor();
    await imports.account.selectOption(String(copy.id));
    await page.getByText('Fichier déjà importé ailleurs.').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'déjà importé' }).innerText()).toContain(
      '« Compte Tradovate » (1 opération)',
    );
  });
});
