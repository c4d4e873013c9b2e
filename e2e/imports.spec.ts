import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportPage } from './pages/import-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { TradesListPage } from './pages/trades-list-page.ts';
import { callApi, createTestAccount, logIn } from './support/api.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';

// A Tradovate « Performance » export as the platform writes it: one MES round trip, +$62.50.
const PERFORMANCE_CSV = [
  'symbol,_priceFormat,_priceFormatType,_tickSize,buyFillId,sellFillId,qty,buyPrice,sellPrice,pnl,boughtTimestamp,soldTimestamp,duration',
  'MESH5,-2,0,0.25,6008478034,6008478078,1,6117.75,6130.25,$62.50,01/22/2025 23:02:03,01/23/2025 00:30:16,1h 28min 12sec',
  '',
].join('\n');

type Account = { id: number; current_balance: string };
type TradePage = { results: { id: number; asset_name: string; pnl_amount: string | null }[] };

/* docs/rules/imports.md « UI »: a trader previews a Tradovate file, imports it, finds the trade, and undoes the import. */
describe('imports: the « Importer » page', () => {
  const carnet = carnetUnderTest();
  let token = '';
  let accountId = 0;
  let browser: Browser;
  let page: Page;

  keepFailureEvidence(() => page);

  const get = <T>(route: string) => callApi<T>(carnet.baseUrl, route, { method: 'GET', token });

  beforeAll(async () => {
    const trader = await createTestAccount(carnet.baseUrl, { password: carnet.adminPassword }, 'imports');
    token = (await logIn(carnet.baseUrl, trader.username, trader.password)).access;
    const account = await callApi<Account>(carnet.baseUrl, '/api/v1/capital-accounts/', {
      method: 'POST',
      token,
      body: { name: 'Compte Tradovate', starting_balance: '10000' },
    });
    accountId = account.id;
    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
    await new LoginPage(page).signInToApp(trader.username, trader.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('previews, imports, shows the trade with its net, and undoes the import', async () => {
    const imports = new ImportPage(page);
    await imports.goto();
    await imports.page.getByText('Aucun import').waitFor();
    await imports.chooseFile('Performance.csv', PERFORMANCE_CSV);

    await imports.preview.getByText('Tradovate — Performance').waitFor();
    await imports.preview.getByRole('cell', { name: 'MESH5' }).waitFor();
    expect(await imports.preview.getByRole('row').count()).toBe(2);
    expect(await imports.preview.getByText('62,50 $US').count()).toBeGreaterThan(0);
    expect(await imports.account.inputValue()).toBe(String(accountId));

    // Tradovate's Performance writes its times without a zone: the trader names it (docs/rules/imports.md#time-zones).
    await imports.timezone.selectOption('UTC');
    await imports.importButton(1).click();
    await imports.success.waitFor();
    expect((await get<Account>(`/api/v1/capital-accounts/${accountId}/`)).current_balance).toMatch(
      /^10062\.50*$/,
    );

    await imports.page.getByRole('link', { name: 'Voir les opérations' }).click();
    const list = new TradesListPage(page);
    await list.heading.waitFor();
    await list.allDates.check();
    await list.apply.click();
    await list.table.getByRole('cell', { name: 'MESH5' }).first().waitFor();
    const trades = await get<TradePage>('/api/v1/trades/?page=1');
    expect(trades.results.map((trade) => trade.asset_name)).toEqual(['MESH5']);
    expect(trades.results[0]?.pnl_amount).toMatch(/^62\.50*$/);

    await imports.goto();
    await imports.undoButton('Performance.csv').click();
    const dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await imports.page.getByText('Aucun import').waitFor();
    expect((await get<TradePage>('/api/v1/trades/?page=1')).results).toEqual([]);
    expect((await get<Account>(`/api/v1/capital-accounts/${accountId}/`)).current_balance).toMatch(
      /^10000(\.0*)?$/,
    );
  });
});
