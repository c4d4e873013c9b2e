import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BacktestGoalsPage } from './pages/backtest-goals-page.ts';
import { BacktestSessionPage } from './pages/backtest-session-page.ts';
import { BacktestSessionsPage } from './pages/backtest-sessions-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { createTestAccount, uniqueName } from './support/api.ts';
import { type Browser, openBrowser } from './support/browser.ts';
import { carnetUnderTest } from './support/carnet-under-test.ts';
import { keepFailureEvidence } from './support/diagnostics.ts';

/*
 * a session with a win, a loss run to its stop and an open trade shows the metrics a
 * trader computes on paper; its export imported into a new session gives the same metrics; a goal of 600
 * minutes with 90 logged shows 15 %, then is closed.
 *
 * On paper, 10,000 units of EURUSD:
 *   win   LONG  1.1000, stop 1.0950, target 1.1100 for all → +100 (+2 R)
 *   loss  SHORT 1.1050, stop 1.1100, no target              →  -50 (-1 R), exits at the stop
 *   open  LONG  1.1000, no stop, no target                  →  open, no pnl
 * closed / total 2 / 3, total pnl +50.00, win rate 1 of 2 = 50.0 %, profit factor 100 / 50 = 2.00,
 * max drawdown from the 10,100 peak to 10,050 = 50.00.
 */
const PAPER_METRICS = {
  'Trades clôturés / total': '2 / 3',
  'PnL total': '+50,00',
  'Taux de réussite': '50,0 %',
  'Profit factor': '2,00',
  'Drawdown max': '50,00',
};

describe('backtests: sessions with CSV round trip, and a time goal', () => {
  const carnet = carnetUnderTest();
  const sessionName = uniqueName('London breakout');
  const goalLabel = uniqueName('Replay de mars');
  let browser: Browser;
  let page: Page;

  keepFailureEvidence(() => page);

  beforeAll(async () => {
    const trader = await createTestAccount(carnet.baseUrl, { password: carnet.adminPassword }, 'backtester');
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

  let exported: { fileName: string; text: string };

  it('creates a session and opens it', async () => {
    const sessions = new BacktestSessionsPage(page);
    await sessions.goto();
    await sessions.create({
      name: sessionName,
      instrument: 'EURUSD',
      timeframe: 'M15',
      startingEquity: '10000',
    });
    await page.waitForURL((url) => /^\/backtests\/sessions\/\d+$/.test(url.pathname));
    const session = new BacktestSessionPage(page);
    await session.heading(sessionName).waitFor();
    expect(await session.metricValues()).toMatchObject({
      'Trades clôturés / total': '0 / 0',
      'PnL total': '0,00',
    });
    // Instrument and timeframe come from the session.
    expect(await session.tradeForm.getByLabel('Instrument').inputValue()).toBe('EURUSD');
    expect(await session.tradeForm.getByLabel('Unité de temps').inputValue()).toBe('M15');
  });

  it('adds a win, a loss run to its stop and an open trade, and shows the metrics computed on paper', async () => {
    const session = new BacktestSessionPage(page);
    await session.addTrade({
      side: 'Achat',
      entryTime: '2026-03-02T09:00',
      entryPrice: '1.1000',
      quantity: '10000',
      stopLoss: '1.0950',
      takeProfits: [{ price: '1.1100', quantity: '10000' }],
    });
    await session.addTrade({
      side: 'Vente',
      entryTime: '2026-03-03T09:00',
      entryPrice: '1.1050',
      quantity: '10000',
      stopLoss: '1.1100',
    });
    await session.addTrade({
      side: 'Achat',
      entryTime: '2026-03-04T09:00',
      entryPrice: '1.1000',
      quantity: '10000',
    });

    await expect.poll(() => session.metricValues()).toEqual(PAPER_METRICS);
    const rows = session.trades.getByRole('row');
    expect(await rows.count()).toBe(4);
    expect(await session.trades.getByRole('columnheader').count()).toBe(9);
    // Newest first: the open trade, the loss at its stop, the win.
    const cells = await rows.evaluateAll((trs) =>
      trs
        .slice(1)
        .map((tr) =>
          [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/[\u00a0\u202f]/g, ' ')),
        ),
    );
    expect(cells.map((row) => [row[1], row[6], row[7]])).toEqual([
      ['Achat', 'Ouvert', '-'],
      ['Vente', '-50,00', '-1,00 R'],
      ['Achat', '+100,00', '+2,00 R'],
    ]);
  });

  it('exports the session as CSV, opened in a new tab', async () => {
    exported = await new BacktestSessionPage(page).exportCsv();
    expect(exported.fileName).toMatch(/\.csv$/);
    const lines = exported.text.trim().split('\n');
    expect(lines[0]).toMatch(
      /^entry_time,side,instrument,timeframe,strategy_tag,entry_price,qty,stop_loss,tp1_price,tp1_qty/,
    );
    expect(lines).toHaveLength(4);
  });

  it('imports the file into a new session and gets the same metrics', async () => {
    const sessions = new BacktestSessionsPage(page);
    await sessions.goto();
    await sessions.create({
      name: `${sessionName} (import)`,
      instrument: 'EURUSD',
      timeframe: 'M15',
      startingEquity: '10000',
    });
    const copy = new BacktestSessionPage(page);
    await copy.heading(`${sessionName} (import)`).waitFor();
    await copy.importCsv(exported);
    await copy.toast('Import terminé : 3 trades importés').waitFor();
    await expect.poll(() => copy.metricValues()).toEqual(PAPER_METRICS);
    expect(await copy.trades.getByRole('row').count()).toBe(4);
  });

  it('says « Session introuvable » for a session that does not exist', async () => {
    await page.goto('/backtests/sessions/987654321');
    await new BacktestSessionPage(page).heading('Session introuvable').waitFor();
  });

  it('creates a goal, logs 90 minutes and shows 15 % of 600 minutes', async () => {
    const goals = new BacktestGoalsPage(page);
    await goals.goto();
    await goals.createForm.waitFor();
    await goals.createGoal({ label: goalLabel, targetMinutes: '600' });
    await goals.activeGoal(goalLabel).waitFor();

    await goals.logTime({
      minutes: '90',
      session: `${sessionName} · EURUSD`,
      notes: '  Replay du 2 au 4 mars  ',
    });
    await expect
      .poll(() => goals.figures(goalLabel))
      .toEqual(['90 / 600 min', '1 h 30 sur 10 h', '15,0 %', '510 min', '8 h 30']);
    expect(await goals.progressBar.getAttribute('aria-valuenow')).toBe('15');
    const log = goals.timeLogs.getByRole('row').nth(1);
    expect(await log.textContent()).toContain('Replay du 2 au 4 mars');
    expect(await log.getByRole('link', { name: sessionName }).count()).toBe(1);

    await page.reload();
    await expect.poll(() => goals.figures(goalLabel)).toContain('15,0 %');
  });

  it('closes the goal after confirmation; it joins the history and a new one can be set', async () => {
    const goals = new BacktestGoalsPage(page);
    await goals.closeActiveGoal();
    await goals.createForm.waitFor();
    const past = goals.history.getByRole('row').filter({ hasText: goalLabel });
    await past.waitFor();
    expect(await past.textContent()).toContain('Clos');
  });
});
