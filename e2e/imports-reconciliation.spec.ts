import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportPage } from './pages/import-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { callApi, createTestAccount, logIn } from './support/api.ts';
import { auditAccessibility, describeFindings } from './support/axe.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';

// A NinjaTrader 8 « Trades » grid as the platform writes it, whose running total disagrees with its rows: an ES
// long of 212.50 − 4.04 = 208.46 and an MNQ short of −41.00 − 0.48 = −41.48 make 166.98, but the last
// « Cum. net profit » says 167.98. Carnet's trades follow the cumulative column (208.46 and −40.48): the rows'
// sum is 1.00 away from them (docs/rules/imports.md#reconciliation).
const DISAGREEING_CSV = [
  'Trade number,Instrument,Account,Strategy,Market pos.,Qty,Entry price,Exit price,Entry time,Exit time,Entry name,Exit name,Profit,Cum. net profit,Commission,MAE,MFE,ETD,Bars,',
  '1,ES 03-25,Sim101,,Long,1,6000.25,6004.50,1/15/2025 10:30:00 AM,1/15/2025 11:45:00 AM,Entry,Exit,$212.50,$208.46,$4.04,$25.00,$312.50,$104.00,15,',
  '2,MNQ 03-25,Sim101,,Short,2,21000.00,21010.25,1/15/2025 1:05:00 PM,1/15/2025 1:20:00 PM,Entry,Exit,($41.00),$167.98,$0.48,$50.00,$10.00,$0.00,3,',
  '',
].join('\r\n');

type Account = { id: number; current_balance: string };

describe('imports: the reconciliation goes red on a file that disagrees with itself', () => {
  const carnet = carnetUnderTest();
  let token = '';
  let accountId = 0;
  let browser: Browser;
  let page: Page;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    const trader = await createTestAccount(
      carnet.baseUrl,
      { password: carnet.adminPassword },
      'imports-recon',
    );
    token = (await logIn(carnet.baseUrl, trader.username, trader.password)).access;
    const account = await callApi<Account>(carnet.baseUrl, '/api/v1/capital-accounts/', {
      method: 'POST',
      token,
      body: { name: 'Compte NinjaTrader', starting_balance: '10000' },
    });
    accountId = account.id;
    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
    await new LoginPage(page).signInToApp(trader.username, trader.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows « Écart » with its amounts, waits for the trader to accept it, and keeps it', async () => {
    const imports = new ImportPage(page);
    await imports.goto();
    await imports.chooseFile('NinjaTrader Grid.csv', DISAGREEING_CSV);

    const reconciliation = imports.reconciliation;
    await reconciliation.waitFor();
    expect(await reconciliation.getByRole('heading').innerText()).toMatch(/Écart/);
    const rows = reconciliation.getByRole('listitem', { name: 'Somme des lignes du fichier : Écart' });
    const shown = (await rows.innerText()).replace(/\s+/g, ' ');
    expect(shown).toContain('Fichier : 166,98 $US');
    expect(shown).toContain('Carnet : 167,98 $US');
    expect(shown).toContain('Écart : 1,00 $US');
    await reconciliation.getByRole('listitem', { name: 'Total indiqué par le fichier : OK' }).waitFor();
    await reconciliation.getByRole('listitem', { name: 'Contrôle par les prix : OK' }).waitFor();

    // NinjaTrader writes its times without a zone: the trader names it (docs/rules/imports.md#time-zones).
    await imports.timezone.selectOption('UTC');
    expect(await imports.importButton(2).isDisabled()).toBe(true);
    await imports.acceptDifferences.check();
    await imports.importButton(2).click();
    await imports.success.waitFor();
    const balance = (
      await callApi<Account>(carnet.baseUrl, `/api/v1/capital-accounts/${accountId}/`, {
        method: 'GET',
        token,
      })
    ).current_balance;
    expect(balance).toMatch(/^10167\.980*$/);

    await imports.goto();
    await imports.history
      .getByRole('button', { name: /Rapprochement avec le fichier de NinjaTrader Grid\.csv/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /Rapprochement avec le fichier/ });
    await dialog.getByRole('listitem', { name: 'Somme des lignes du fichier : Écart' }).waitFor();
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`at 390 px in the ${theme} theme, the checks fit and pass axe`, async () => {
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
      await page.setViewportSize({ width: 390, height: 844 });
      const imports = new ImportPage(page);
      await imports.goto();
      await imports.chooseFile('NinjaTrader Grid.csv', DISAGREEING_CSV);
      await imports.reconciliation.waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      const fits = await imports.reconciliation.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= 390,
      );
      expect(fits).toBe(true);
      const { blocking } = await auditAccessibility(page);
      expect(blocking, describeFindings(`rapprochement (390 px, thème ${theme})`, blocking)).toEqual([]);
    });
  }
});
