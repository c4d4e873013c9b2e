import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportPage } from './pages/import-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { callApi, createTestAccount, logIn } from './support/api.ts';
import { auditAccessibility, describeFindings } from './support/axe.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';

// A broker's own CSV no platform reader knows: French headers, `;`, decimal commas, day-first dates.
// Net total by hand: 376,50 − 152,00 = 224,50; the balance goes from 10 000 to 10 224,50.
const BROKER_CSV = [
  'Symbole;Sens;Date d’entrée;Date de sortie;Quantité;Prix d’entrée;Prix de sortie;Frais;Résultat',
  'EURUSD;Achat;22/01/2025 14:30;22/01/2025 16:00;1;1,0412;1,0450;3,50;376,50',
  'GBPUSD;Vente;23/01/2025 09:15;23/01/2025 11:45;0,5;1,2480;1,2510;2,00;-152,00',
  '',
].join('\n');

type Account = { id: number; current_balance: string };
type Template = { name: string; decimal_separator: string; columns: Record<string, string | null> };

/* docs/rules/imports.md « Column mapping »: an unknown CSV is mapped from its header, saved, previewed, and imported. */
describe('imports: a template maps an unknown CSV', () => {
  const carnet = carnetUnderTest();
  let token = '';
  let accountId = 0;
  let folder = '';
  let browser: Browser;
  let page: Page;

  keepFailureEvidence(() => page);

  const get = <T>(route: string) => callApi<T>(carnet.baseUrl, route, { method: 'GET', token });

  beforeAll(async () => {
    const trader = await createTestAccount(carnet.baseUrl, { password: carnet.adminPassword }, 'template');
    token = (await logIn(carnet.baseUrl, trader.username, trader.password)).access;
    const account = await callApi<Account>(carnet.baseUrl, '/api/v1/capital-accounts/', {
      method: 'POST',
      token,
      body: { name: 'Compte courtier', starting_balance: '10000' },
    });
    accountId = account.id;
    folder = await mkdtemp(join(tmpdir(), 'carnet-template-'));
    await writeFile(join(folder, 'courtier.csv'), BROKER_CSV, 'utf8');
    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
    await new LoginPage(page).signInToApp(trader.username, trader.password);
  });

  afterAll(async () => {
    await browser?.close();
    if (folder !== '') await rm(folder, { recursive: true, force: true });
  });

  it('maps the header, saves the template, previews the totals with it and imports', async () => {
    const imports = new ImportPage(page);
    await imports.goto();
    await imports.fileInput.setInputFiles(join(folder, 'courtier.csv'));

    await page.getByText(/^Format non reconnu/).waitFor();
    const form = page.getByRole('form', { name: 'Modèle d’import' });
    await form.waitFor();
    expect(await form.getByRole('combobox', { name: 'Actif' }).inputValue()).toBe('Symbole');
    expect(await form.getByRole('combobox', { name: 'Résultat net' }).inputValue()).toBe('Résultat');
    expect(await form.getByLabel('Séparateur de colonnes').inputValue()).toBe(';');
    expect(await form.getByLabel('Séparateur décimal').inputValue()).toBe(',');
    const { blocking } = await auditAccessibility(page);
    expect(blocking.length, describeFindings('Modèle d’import', blocking)).toBe(0);
    await form.getByLabel('Nom du modèle').fill('Courtier maison');
    await form.getByRole('button', { name: 'Enregistrer le modèle' }).click();

    await imports.preview.getByText('Modèle d’import personnalisé').waitFor();
    const figures = imports.preview.locator('dl');
    await figures.getByText('224,50 $US').waitFor();
    expect(await imports.preview.getByRole('cell', { name: 'GBPUSD' }).count()).toBe(1);
    const saved = await get<Template[]>('/api/v1/import-templates/');
    expect(saved.map(({ name, decimal_separator }) => ({ name, decimal_separator }))).toEqual([
      { name: 'Courtier maison', decimal_separator: ',' },
    ]);
    expect(saved[0]?.columns.pnl_amount).toBe('Résultat');

    await imports.importButton(2).click();
    await imports.success.waitFor();
    expect((await get<Account>(`/api/v1/capital-accounts/${accountId}/`)).current_balance).toMatch(
      /^10224\.50*$/,
    );
  });
});
