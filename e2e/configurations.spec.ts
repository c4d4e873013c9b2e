import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapitalAccountsPage } from './pages/capital-accounts-page.ts';
import { ConfigurationFormPage } from './pages/configuration-form-page.ts';
import { ConfigurationsPage } from './pages/configurations-page.ts';
import { GlobalStrategiesPage } from './pages/global-strategies-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { createTestAccount, logIn, uniqueName } from './support/api.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import { solidPng } from './support/png.ts';

type StoredConfiguration = {
  id: number;
  description: string;
  timezone: string;
  parent_strategy: number;
  timing_preferred: { time: string; tolerance_min: number; days: number[] }[];
  timing_secondary: { time: string; tolerance_min: number }[];
  grade_bands: { grade: string; min: number; risk_pct: number }[];
  confirmations: { key: string; label: string; mandatory: boolean; weight: number; order: number }[];
};
type StoredScreenshot = { id: number; caption: string; kind: string; order: number };

/*
 * a trader creates a global strategy, a configuration with its defaults, edits its
 * checklist and timings, attaches and reorders screenshots, creates a challenge account with a target and sees it
 * in the list — and another user gets 404 on every one of those objects.
 */
describe('configurations, global strategies and capital accounts', () => {
  const carnet = carnetUnderTest();
  const strategyName = uniqueName('ICT');
  const configurationName = uniqueName('Pullback HTF');
  const accountName = uniqueName('Challenge FTMO');
  const created = { strategy: 0, configuration: 0, account: 0, screenshots: [] as number[] };
  let browser: Browser;
  let page: Page;

  keepFailureEvidence(() => page);

  /** The trader's own API, with the token the web app stored. */
  async function api<T>(route: string): Promise<T> {
    const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
    const response = await fetch(new URL(route, carnet.baseUrl), {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET ${route} → ${response.status}`);
    return (await response.json()) as T;
  }
  const configurationPath = () => `/api/v1/strategies/${created.configuration}/`;

  beforeAll(async () => {
    const trader = await createTestAccount(carnet.baseUrl, { password: carnet.adminPassword }, 'setups');
    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(trader.username, trader.password);
    await page.waitForURL((url) => url.pathname === '/app');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a global strategy from the empty list', async () => {
    const strategies = new GlobalStrategiesPage(page);
    await strategies.goto();
    await strategies.emptyState.waitFor();
    await strategies.create({ name: strategyName, description: 'Liquidité et structure', active: true });
    const row = strategies.row(strategyName);
    await row.waitFor();
    expect(await row.textContent()).toContain('Oui');
    const [stored] = await api<{ id: number; name: string }[]>('/api/v1/trading-strategies/');
    created.strategy = stored?.id ?? 0;
    expect(stored?.name).toBe(strategyName);
  });

  it('creates a configuration with the defaults of docs/ui.md and a rich-text description', async () => {
    const list = new ConfigurationsPage(page);
    await list.goto();
    await list.emptyState.waitFor();
    await list.newConfigurationLink.click();
    const form = new ConfigurationFormPage(page);
    await form.heading('Nouvelle configuration').waitFor();
    await form.name.fill(configurationName);
    // The trader's only global strategy is already chosen.
    expect(await form.globalStrategy.inputValue()).toBe(String(created.strategy));
    expect(await form.timezone.inputValue()).toBe('America/New_York');
    await form.writeDescription('Attendre le ', 'retour en zone');
    await form.save();
    await page.waitForURL((url) => /^\/strategies\/\d+$/.test(url.pathname));
    created.configuration = Number(new URL(page.url()).pathname.split('/').pop());
    await form.heading(configurationName).waitFor();

    const stored = await api<StoredConfiguration>(configurationPath());
    expect(stored.parent_strategy).toBe(created.strategy);
    expect(stored.description).toBe('<p>Attendre le <strong>retour en zone</strong></p>');
    expect(stored.timing_preferred).toEqual([{ time: '10:00', tolerance_min: 10, days: [1, 2, 3, 4, 5] }]);
    expect(stored.timing_secondary.map(({ time }) => time)).toEqual([
      '08:00',
      '14:00',
      '16:00',
      '19:00',
      '22:00',
    ]);
    expect(stored.grade_bands.map(({ grade, min, risk_pct }) => [grade, min, risk_pct])).toEqual([
      ['A+', 90, 2],
      ['A', 75, 1.5],
      ['B', 60, 1],
      ['C', 0, 0.5],
    ]);
    expect(
      stored.confirmations.map(({ key, label, mandatory, weight }) => [key, label, mandatory, weight]),
    ).toEqual([
      ['HTF_ZONE', 'Zone HTF', true, 1],
      ['LTF_BOS', 'BOS LTF', true, 1],
    ]);
  });

  it('edits its checklist and timings, which a reload shows as saved', async () => {
    const form = new ConfigurationFormPage(page);
    await form.chooseTimezone('paris');
    expect(await form.timezone.inputValue()).toBe('Europe/Paris');
    await form.preferredTime.fill('09:30');
    await form.preferredTolerance.fill('15');
    await form.day('Vendredi').click();
    await form.day('Samedi').click();
    await form.button('Retirer le créneau secondaire 5').click();
    await form.secondaryTime(2).fill('13:30');

    await form.button('Ajouter une confirmation').click();
    await form.confirmationField('Libellé', 3).fill('Rejet de mèche M1');
    await form.confirmationField('Poids', 3).fill('2');
    await form.button('Monter la confirmation 3').click();
    await form.confirmationMandatory(3).uncheck();
    await form.save();

    await page.reload();
    await form.heading(configurationName).waitFor();
    expect(await form.preferredTime.inputValue()).toBe('09:30');
    expect(await form.day('Samedi').getAttribute('aria-pressed')).toBe('true');
    expect(await form.confirmationField('Clé', 2).inputValue()).toBe('REJET_DE_MECHE_M1');

    const stored = await api<StoredConfiguration>(configurationPath());
    expect(stored.timezone).toBe('Europe/Paris');
    expect(stored.timing_preferred).toEqual([{ time: '09:30', tolerance_min: 15, days: [1, 2, 3, 4, 6] }]);
    expect(stored.timing_secondary.map(({ time }) => time)).toEqual(['08:00', '13:30', '16:00', '19:00']);
    expect(
      [...stored.confirmations]
        .sort((a, b) => a.order - b.order)
        .map(({ key, mandatory, weight }) => [key, mandatory, weight]),
    ).toEqual([
      ['HTF_ZONE', true, 1],
      ['REJET_DE_MECHE_M1', false, 2],
      ['LTF_BOS', false, 1],
    ]);
  });

  it('attaches three screenshots, captions one and moves it down', async () => {
    const form = new ConfigurationFormPage(page);
    await form.screenshotInput.setInputFiles([
      { name: 'zone-h4.png', mimeType: 'image/png', buffer: solidPng(64, 40, [31, 111, 235]) },
      { name: 'bos-m5.png', mimeType: 'image/png', buffer: solidPng(64, 40, [47, 208, 138]) },
      { name: 'entree.png', mimeType: 'image/png', buffer: solidPng(64, 40, [245, 184, 61]) },
    ]);
    await form.screenshotsAdded.waitFor();
    await form.screenshotCaption(3).waitFor();

    await form.screenshotCaption(1).fill('Zone H4');
    await form.screenshotCaption(1).press('Enter');
    await form.screenshotKind(1).selectOption({ label: 'HTF' });
    await expect
      .poll(async () =>
        (await api<StoredScreenshot[]>(`${configurationPath()}screenshots/`)).map((s) => s.kind),
      )
      .toContain('HTF');

    await form.button('Descendre la capture 1').click();
    await expect.poll(() => form.screenshotCaption(2).inputValue()).toBe('Zone H4');
    await expect
      .poll(async () => {
        const shots = await api<StoredScreenshot[]>(`${configurationPath()}screenshots/`);
        return [...shots].sort((a, b) => a.order - b.order).map(({ caption, order }) => [caption, order]);
      })
      .toEqual([
        ['', 0],
        ['Zone H4', 1],
        ['', 2],
      ]);
    const shots = await api<StoredScreenshot[]>(`${configurationPath()}screenshots/`);
    created.screenshots = shots.map(({ id }) => id);

    // The full-screen viewer: arrows move, Escape closes.
    await form.button('Agrandir la capture 2').click();
    await page.getByRole('dialog', { name: 'Capture 2 sur 3' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Capture 3 sur 3' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('creates a challenge account with a target and shows it in the list', async () => {
    const accounts = new CapitalAccountsPage(page);
    await accounts.goto();
    await accounts.emptyState.waitFor();
    await accounts.create({
      name: accountName,
      mode: 'Challenge',
      startingBalance: '100000',
      targetBalance: '110000',
      startDate: '2026-05-04',
      targetDate: '2026-06-04',
    });
    const row = accounts.row(accountName);
    await row.waitFor();
    const text = (await row.textContent())?.replace(/\s/g, ' ');
    expect(text).toContain('Actif');
    expect(text).toContain('Challenge');
    expect(text).toContain('100 000,00 $US');
    expect(text).toContain('110 000,00 $US');
    expect(text).toContain('0,0 %');
    const [stored] =
      await api<{ id: number; current_balance: string; progress_pct: number }[]>('/api/v1/capital-accounts/');
    created.account = stored?.id ?? 0;
    expect(stored?.current_balance).toBe('100000');
  });

  it('shows none of it to another user: 404 on every object, empty lists', async () => {
    const other = await createTestAccount(carnet.baseUrl, { password: carnet.adminPassword }, 'voisin');
    const { access } = await logIn(carnet.baseUrl, other.username, other.password);
    const status = async (method: string, route: string, body?: unknown) => {
      const response = await fetch(new URL(route, carnet.baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${access}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status;
    };
    const [screenshot] = created.screenshots;
    expect(
      await Promise.all([
        status('GET', `/api/v1/trading-strategies/${created.strategy}/`),
        status('GET', configurationPath()),
        status('DELETE', configurationPath()),
        status('GET', `${configurationPath()}screenshots/`),
        status('PATCH', `${configurationPath()}screenshots/${screenshot}/`, { caption: 'volé' }),
        status('GET', `/api/v1/capital-accounts/${created.account}/`),
      ]),
    ).toEqual([404, 404, 404, 404, 404, 404]);
    for (const list of ['/api/v1/trading-strategies/', '/api/v1/strategies/', '/api/v1/capital-accounts/']) {
      const response = await fetch(new URL(list, carnet.baseUrl), {
        headers: { authorization: `Bearer ${access}` },
      });
      expect(await response.json()).toEqual([]);
    }
    // And the owner still has everything.
    expect(
      (await api<StoredScreenshot[]>(`${configurationPath()}screenshots/`)).map(({ caption }) => caption),
    ).toContain('Zone H4');
  });
});
