import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandPalette } from './pages/command-palette.ts';
import { LoginPage } from './pages/login-page.ts';
import type { Theme } from './pages/shell.ts';
import { TradeFormPage } from './pages/trade-form-page.ts';
import { auditAccessibility, describeFindings } from './support/axe.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';
import { type SeededJournal, seedJournal } from './support/journal-seed.ts';

/*
 * Accessibility (docs/ui.md): axe-core, in Chromium, on every route of the app and its main dialogs, with a journal full
 * of data, in the dark and the light theme. Any serious or critical WCAG 2.x A/AA violation fails; the rest is
 * printed so it can be fixed before it grows.
 */
const THEMES: Theme[] = ['dark', 'light'];

type Route = { label: string; path: (journal: SeededJournal) => string; shows?: string };

const PUBLIC_ROUTES: Route[] = [
  { label: 'accueil', path: () => '/', shows: 'Se connecter' },
  { label: 'connexion', path: () => '/login', shows: 'Connexion' },
  { label: 'page introuvable', path: () => '/page-inexistante', shows: 'Retour à l’accueil' },
];

const APP_ROUTES: Route[] = [
  { label: 'accueil connecté', path: () => '/', shows: 'Ouvrir l’application' },
  { label: 'tableau de bord', path: () => '/app', shows: 'Backtester 10 h' },
  { label: 'liste des trades', path: () => '/trades', shows: 'ETHUSDT' },
  { label: 'nouveau trade', path: () => '/trades/new' },
  { label: 'trade ouvert', path: (journal) => `/trades/${journal.openTradeId}`, shows: 'BTCUSDT' },
  { label: 'modifier un trade ouvert', path: (journal) => `/trades/${journal.openTradeId}/edit` },
  { label: 'trade clôturé', path: (journal) => `/trades/${journal.closedTradeId}`, shows: 'BTCUSDT' },
  { label: 'modifier un trade clôturé', path: (journal) => `/trades/${journal.closedTradeId}/edit` },
  { label: 'configurations', path: () => '/strategies', shows: 'Cassure NY' },
  { label: 'nouvelle configuration', path: () => '/strategies/new' },
  { label: 'modifier une configuration', path: (journal) => `/strategies/${journal.configurationId}` },
  { label: 'stratégies globales', path: () => '/global-strategies', shows: 'Price action' },
  { label: 'analyse', path: () => '/analysis', shows: 'Par dimension' },
  { label: 'calendrier', path: () => '/calendar', shows: 'Jour × heure d’entrée' },
  { label: 'journal du jour', path: () => '/journal', shows: 'Plan du jour' },
  { label: 'nouvelle stratégie globale', path: () => '/global-strategies/new' },
  { label: 'modifier une stratégie globale', path: (journal) => `/global-strategies/${journal.strategyId}` },
  { label: 'comptes de capital', path: () => '/capital/accounts', shows: 'Compte live' },
  { label: 'nouveau compte de capital', path: () => '/capital/accounts/new' },
  {
    label: 'modifier un compte de capital',
    path: (journal) => `/capital/accounts/${journal.capitalAccountId}`,
  },
  { label: 'sessions de backtest', path: () => '/backtests/sessions', shows: 'London breakout' },
  { label: 'session de backtest', path: (journal) => `/backtests/sessions/${journal.sessionId}` },
  { label: 'objectifs de backtest', path: () => '/backtests/goals', shows: 'Temps enregistré' },
  { label: 'profil', path: () => '/profile' },
  { label: 'administration des utilisateurs', path: () => '/admin/users', shows: 'admin' },
  { label: 'page introuvable connecté', path: () => '/page-inexistante', shows: 'Retour au tableau de bord' },
];

describe('accessibility: axe-core on every page and dialog, dark and light', () => {
  const carnet = carnetUnderTest();
  let journal: SeededJournal;
  let browser: Browser;
  let page: Page;

  keepFailureEvidence(() => page);

  /** Loaded: a level-1 heading, no placeholder left, no request in flight, the expected data on screen. */
  async function settle(shows?: string): Promise<void> {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (shows) await page.getByText(shows, { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      () =>
        document.querySelector(
          '[aria-busy="true"], .animate-pulse, [role="progressbar"]:not([aria-valuenow])',
        ) === null,
    );
  }

  async function expectNoBlockingViolation(where: string): Promise<void> {
    const { blocking, minor } = await auditAccessibility(page);
    if (minor.length > 0) console.warn(describeFindings(`${where} (à corriger, non bloquant)`, minor));
    // The message is the readable report; the figure keeps vitest's diff short.
    expect(blocking.length, describeFindings(where, blocking)).toBe(0);
  }

  async function useTheme(theme: Theme): Promise<void> {
    await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
  }

  async function visit(theme: Theme, route: Route): Promise<void> {
    await page.goto(route.path(journal));
    await settle(route.shows);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    await expectNoBlockingViolation(`${route.label} (${route.path(journal)}, thème ${theme})`);
  }

  beforeAll(async () => {
    journal = await seedJournal(carnet.baseUrl, carnet.adminPassword, { isStaff: true, prefix: 'a11y' });
    browser = await openBrowser(carnet.baseUrl);
    page = browser.page;
    // Steady colours for the contrast rule: no fade-in caught half way.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/login');
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const theme of THEMES) {
    describe(`signed out, ${theme} theme`, () => {
      beforeAll(() => useTheme(theme));
      for (const route of PUBLIC_ROUTES) it(`${route.label}`, () => visit(theme, route));
    });
  }

  describe('signed in', () => {
    beforeAll(async () => {
      const login = new LoginPage(page);
      await login.goto();
      await login.logIn(journal.account.username, journal.account.password);
      await page.waitForURL((url) => url.pathname === '/app');
    });

    for (const theme of THEMES) {
      describe(`${theme} theme`, () => {
        beforeAll(() => useTheme(theme));

        for (const route of APP_ROUTES) it(`${route.label}`, () => visit(theme, route));

        it('command palette', async () => {
          await page.goto('/app');
          await settle('Backtester 10 h');
          const palette = new CommandPalette(page);
          await palette.openWithCtrlK();
          await palette.search.fill('trade');
          await expectNoBlockingViolation(`palette de commandes (thème ${theme})`);
          await palette.close();
        });

        it('menus of the header', async () => {
          for (const name of [/^Trading/, /^Notifications/, /^Compte/]) {
            await page.getByRole('banner').getByRole('button', { name }).click();
            await page.getByRole('menu').waitFor();
            await expectNoBlockingViolation(`menu ${name.source} (thème ${theme})`);
            await page.keyboard.press('Escape');
            await page.getByRole('menu').waitFor({ state: 'detached' });
          }
        });

        it('close dialog of an open trade', async () => {
          await page.goto(`/trades/${journal.openTradeId}/edit`);
          await settle();
          const form = new TradeFormPage(page);
          await form.closeButton.click();
          await form.closeDialog.waitFor();
          await expectNoBlockingViolation(`dialogue de clôture (thème ${theme})`);
          await dismiss(form.closeDialog);
        });

        it('screenshot viewer', async () => {
          await page.goto(`/trades/${journal.openTradeId}/edit`);
          await settle();
          const form = new TradeFormPage(page);
          await form.thumbnail(1).click();
          await form.viewer.waitFor();
          await form.viewer.getByRole('img').waitFor();
          await expectNoBlockingViolation(`visionneuse de captures (thème ${theme})`);
          await dismiss(form.viewer);
        });

        it('phone menu', async () => {
          await page.setViewportSize({ width: 390, height: 844 });
          try {
            await page.goto('/trades');
            await settle('ETHUSDT');
            await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
            const menu = page.getByRole('dialog');
            await menu.waitFor();
            await expectNoBlockingViolation(`menu du téléphone (thème ${theme})`);
            await dismiss(menu);
          } finally {
            await page.setViewportSize({ width: 1280, height: 800 });
          }
        });

        it('confirmation dialog before deleting a trade', async () => {
          await page.goto(`/trades/${journal.closedTradeId}/edit`);
          await settle();
          await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
          const dialog = page.getByRole('dialog', { name: 'Confirmation' });
          await dialog.waitFor();
          await expectNoBlockingViolation(`dialogue de confirmation (thème ${theme})`);
          await dismiss(dialog);
        });
      });
    }
  });

  async function dismiss(dialog: Locator): Promise<void> {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
});
